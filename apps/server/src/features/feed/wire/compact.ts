// The wire format omits keys whose value is 0, false or empty (domain/wire-format.md).

/** True for the values the wire leaves out: undefined, null, 0, false, '', [] and {}. */
export function isEmptyWireValue(value: unknown): boolean {
  if (value === undefined || value === null || value === 0 || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    for (const key in value) if (Object.hasOwn(value, key)) return false;
    return true;
  }
  return false;
}

/**
 * A copy of a record without its empty wire values (shallow: nested records are compacted by their own
 * builders). Name the shared wire type it builds (`compact<FeedChamp>({…})`), so the compiler checks the
 * record's keys and values against the contract; the keys that type requires must be ones the builder
 * never leaves empty (ids, names, start).
 */
export function compact<T extends object>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (!isEmptyWireValue(value)) out[key] = value;
  return out as T;
}
