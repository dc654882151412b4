import { isIdLike, sortUniqueIds } from './id-list';
import { filterMenuSection } from './menu-section';
import { RequestParamError } from './param-error';

export { sortUniqueIds } from './id-list';
export { filterMenuSection, MENU_SECTION_IDS } from './menu-section';
export { RequestParamError } from './param-error';
export { parseBoolParam, parseFloatParam, parseIdList, parseIntParam } from './parse-params';
export { fromWireParams, toWireParams, WIRE_NAMES } from './wire-names';

/** Values the feeds assume when a parameter is absent (wire names), so sending them is redundant. */
export const FEED_DEFAULTS = { partner: 1, lng: 'ru', cfview: 0 } as const;

const MENU_SECTION = 'menuSection';

/** Builds the query record of the spec's rules: no absent or default values, no empty lists, sorted unique ids. */
export function buildQuery(
  params: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    for (const [name, text] of encodeEntry(key, value, defaults[key], key === MENU_SECTION)) query[name] = text;
  }
  return query;
}

function encodeEntry(key: string, value: unknown, fallback: unknown, isMenuSection: boolean): Array<[string, string]> {
  if (value === undefined || value === null) return [];
  if (isPlainObject(value)) {
    const fallbacks = isPlainObject(fallback) ? fallback : {};
    return Object.entries(value).flatMap(([child, childValue]) =>
      encodeEntry(`${key}[${child}]`, childValue, fallbacks[child], false),
    );
  }
  const text = isMenuSection ? encodeMenuSection(value) : encodeLeaf(key, value);
  if (text === undefined) return [];
  const effectiveFallback = fallback ?? (typeof value === 'boolean' ? false : undefined);
  if (effectiveFallback !== undefined && encodeLeaf(key, effectiveFallback) === text) return [];
  return [[key, text]];
}

function encodeLeaf(key: string, value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return encodeNumber(key, value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return encodeList(key, value);
  throw new RequestParamError(key, value);
}

function encodeNumber(key: string, value: number): string {
  if (!Number.isFinite(value)) throw new RequestParamError(key, value);
  if (Number.isInteger(value)) return String(value);
  // 15 significant digits strip binary float noise (0.1 + 0.2 goes out as 0.3).
  return String(Number.parseFloat(value.toPrecision(15)));
}

function encodeList(key: string, items: readonly unknown[]): string | undefined {
  if (items.length === 0) return undefined;
  if (items.every(isIdLike)) return sortUniqueIds(items.map(Number)).join(',');
  const texts = items.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number') return encodeNumber(key, item);
    throw new RequestParamError(key, items);
  });
  return [...new Set(texts)].sort().join(',');
}

function encodeMenuSection(value: unknown): string | undefined {
  const sections = filterMenuSection(value);
  return sections.length === 0 ? undefined : sections.join(',');
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
