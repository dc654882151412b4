import { sortUniqueIds } from './id-list';
import { RequestParamError } from './param-error';

// Strict patterns on purpose: parseInt('12abc', 10) would silently accept junk.
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const TRUE_WORDS = new Set(['true', '1']);
const FALSE_WORDS = new Set(['false', '0']);

/** Reads a raw query value as trimmed text; undefined when absent or empty. */
function readText(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw new RequestParamError(name, raw);
  }
  const text = String(raw).trim();
  return text === '' ? undefined : text;
}

/** Parses a base-10 integer parameter: undefined when absent, RequestParamError on anything but digits. */
export function parseIntParam(raw: unknown, name = 'value'): number | undefined {
  const text = readText(raw, name);
  if (text === undefined) return undefined;
  const value = Number.parseInt(text, 10);
  if (!INTEGER.test(text) || !Number.isSafeInteger(value)) throw new RequestParamError(name, raw);
  return value;
}

/** Parses a decimal parameter as a float: undefined when absent, RequestParamError when not a number. */
export function parseFloatParam(raw: unknown, name = 'value'): number | undefined {
  const text = readText(raw, name);
  if (text === undefined) return undefined;
  const value = Number.parseFloat(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value)) throw new RequestParamError(name, raw);
  return value;
}

/** Parses a boolean flag: 'true'/'1' are true, 'false'/'0' false, absent gives the fallback (false by default). */
export function parseBoolParam(raw: unknown, name = 'value', fallback = false): boolean {
  const text = readText(raw, name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  throw new RequestParamError(name, raw);
}

/** Parses a comma-joined id list ('3,1,1,2' → [1, 2, 3]); absent gives [], a non-integer item throws. */
export function parseIdList(raw: unknown, name = 'value'): number[] {
  const text = readText(raw, name);
  if (text === undefined) return [];
  const ids = text.split(',').map((item) => {
    const trimmed = item.trim();
    const id = Number.parseInt(trimmed, 10);
    if (!INTEGER.test(trimmed) || !Number.isSafeInteger(id)) throw new RequestParamError(name, raw);
    return id;
  });
  return sortUniqueIds(ids);
}
