// Readers that turn one untrusted config value into a typed one. None of them throws: junk gives
// the fallback, so a bad admin edit degrades a single setting instead of the whole site.

/** A plain key/value bag we may read own properties from. */
export type Bag = Readonly<Record<string, unknown>>;

/** Tells whether a flag is on: the spec accepts true, 1, 'true' and '1'. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** Narrows to an object that is not an array (null-prototype objects included). */
export function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an own property only, so keys inherited from a prototype never leak in. */
export function own(bag: Bag, key: string): unknown {
  return Object.hasOwn(bag, key) ? bag[key] : undefined;
}

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/** Reads a finite number, also from a numeric string; anything else gives the fallback. */
export function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return fallback;
}

/** Reads a non-negative integer (a count, id or enum code); fractions, negatives and junk give the fallback. */
export function toCount(value: unknown, fallback: number): number {
  const parsed = toNumber(value, Number.NaN);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Reads a string; non-strings, and empty strings when `allowEmpty` is false, give the fallback. */
export function toText(value: unknown, fallback: string, allowEmpty = false): string {
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  return text === '' && !allowEmpty ? fallback : text;
}

/** Reads one of the allowed strings (case-insensitive); anything else gives the fallback. */
export function toChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  if (typeof value !== 'string') return fallback;
  const wanted = value.trim().toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted) ?? fallback;
}

/** Builds a normaliser that maps a string to one of the allowed values (case-insensitive), else null. */
export function matchOne<T extends string>(allowed: readonly T[]): (text: string) => T | null {
  return (text) => toChoice<T | ''>(text, allowed, '') || null;
}

// Admins type lists both as JSON arrays and as '1, 2, 3' strings.
function toItems(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  if (typeof value === 'number') return [value];
  return [];
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Reads a list of numbers (ids, statuses); entries that are not numeric are dropped. */
export function toNumberList(value: unknown): number[] {
  return unique(
    toItems(value).flatMap((item) => {
      const id = toCount(item, -1);
      return id === -1 ? [] : [id];
    }),
  );
}

/** Reads a list of non-empty strings, normalised by `normalize` and kept when it returns a string. */
export function toTextList<T extends string = string>(
  value: unknown,
  normalize: (text: string) => T | null = (text) => text as T,
): T[] {
  return unique(
    toItems(value).flatMap((item) => {
      if (typeof item !== 'string' || item.trim() === '') return [];
      const text = normalize(item.trim());
      return text === null ? [] : [text];
    }),
  );
}

/**
 * Reads a string-keyed map. Keys go through `normalizeKey` (null drops the entry), which is how
 * `__proto__` and friends are kept out; values go through `readValue` (undefined drops the entry).
 */
export function toRecord<T>(
  value: unknown,
  normalizeKey: (key: string) => string | null,
  readValue: (item: unknown) => T | undefined,
): Record<string, T> {
  if (!isBag(value)) return {};
  const entries: [string, T][] = [];
  for (const rawKey of Object.keys(value)) {
    const key = normalizeKey(rawKey);
    const item = key === null ? undefined : readValue(value[rawKey]);
    if (key !== null && item !== undefined) entries.push([key, item]);
  }
  return Object.fromEntries(entries);
}
