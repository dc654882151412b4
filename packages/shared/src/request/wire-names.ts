/** Payload field names of the parameter vocabulary whose wire name differs. */
export const WIRE_NAMES = {
  champId: 'champ',
  sportId: 'sport',
  subSportId: 'subSport',
  groupId: 'gr',
  coefViewId: 'cfview',
  pinnedGames: 'topGames',
} as const;

type WireNames = typeof WIRE_NAMES;
type PayloadNames = { [K in keyof WireNames as WireNames[K]]: K };

/** A payload with its vocabulary fields renamed to their wire names. */
export type WireParams<T> = { [K in keyof T as K extends keyof WireNames ? WireNames[K] : K]: T[K] };

/** A wire query with its wire names renamed back to payload field names. */
export type PayloadParams<T> = { [K in keyof T as K extends keyof PayloadNames ? PayloadNames[K] : K]: T[K] };

const PAYLOAD_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WIRE_NAMES).map(([payload, wire]) => [wire, payload]),
);

/** Renames payload fields to their wire names (champId → champ, …); other fields pass unchanged. */
export function toWireParams<T extends object>(payload: T): WireParams<T> {
  return renameKeys(payload, WIRE_NAMES) as WireParams<T>;
}

/** Renames wire names back to payload field names (champ → champId, …): the server's view of a query. */
export function fromWireParams<T extends object>(query: T): PayloadParams<T> {
  return renameKeys(query, PAYLOAD_NAMES) as PayloadParams<T>;
}

function renameKeys(source: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const target = Object.hasOwn(names, key) ? (names[key] ?? key) : key;
    // A renamed field wins over a field that already carries the target name.
    if (target !== key || !Object.hasOwn(renamed, target)) renamed[target] = value;
  }
  return renamed;
}
