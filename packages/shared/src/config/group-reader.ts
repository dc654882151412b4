import { type Bag, isBag, own } from './coerce';
import type { ConfigGroup, RawGroups } from './raw-config';

/** Reads one documented key of a group; the key list is checked against the raw group types. */
export type GroupReader<G extends ConfigGroup> = (key: keyof RawGroups[G] & string) => unknown;

/** Opens a group of the raw config for reading; a missing or malformed group reads as empty. */
export function readGroup<G extends ConfigGroup>(raw: Bag, group: G): GroupReader<G> {
  const value = own(raw, group);
  const bag: Bag = isBag(value) ? value : {};
  return (key) => own(bag, key);
}
