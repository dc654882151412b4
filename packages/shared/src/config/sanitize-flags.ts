import { isOn } from './coerce';
import type { GroupReader } from './group-reader';
import type { ConfigGroup } from './raw-config';
import { SWITCH_DEFAULTS, type Switches } from './switches';

/**
 * Reads every switch of a group. An absent (or null) switch takes its default from SWITCH_DEFAULTS;
 * a present one is on only for the spec's on values, so a typo turns a switch off, not on.
 */
export function sanitizeSwitches<G extends ConfigGroup>(read: GroupReader<G>, group: G): Switches<G> {
  const defaults: Readonly<Record<string, boolean>> = SWITCH_DEFAULTS[group];
  const switches: Record<string, boolean> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = read(key as Parameters<GroupReader<G>>[0]);
    switches[key] = value === undefined || value === null ? fallback : isOn(value);
  }
  return switches as Switches<G>;
}
