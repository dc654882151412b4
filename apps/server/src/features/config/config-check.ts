// Checks an edited configuration row with the sanitiser the site runs (sanitizeSiteConfig), strictly:
// the site degrades a bad value to its default, but an editor should be told before saving
// (docs/decisions/0055-backoffice-content.md). Every problem is found by running the sanitiser itself,
// never by a second list of rules that could drift from it.
import { CONFIG_GROUPS, SWITCH_DEFAULTS, sanitizeSiteConfig } from '@fairline/shared/config';

export type ConfigProblemCode =
  | 'not_an_object'
  | 'unknown_group'
  | 'unknown_key'
  | 'not_a_flag'
  | 'not_accepted'
  | 'dropped_entry';

export interface ConfigProblem {
  /** Where, as `group.key[2].sub`. */
  path: string;
  code: ConfigProblemCode;
  message: string;
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FLAG_VALUES: readonly Json[] = [true, false, 1, 0, 'true', 'false', '1', '0', null];
const pathOf = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;
const sanitised = (raw: Json) => JSON.stringify(sanitizeSiteConfig(raw));

/** Runs the sanitiser on a proxy of the row and records every own key it read, by path. */
function keysTheSanitiserReads(raw: Record<string, Json>): Set<string> {
  const read = new Set<string>();
  const wrap = (value: Json, path: string): Json => {
    if (typeof value !== 'object' || value === null) return value;
    return new Proxy(value, {
      get(target, key, receiver) {
        const child = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !Object.hasOwn(target, key)) return child;
        const here = pathOf(path, Array.isArray(target) && /^\d+$/.test(key) ? Number(key) : key);
        read.add(here);
        return wrap(child, here);
      },
    });
  };
  sanitizeSiteConfig(wrap(raw, ''));
  return read;
}

/** Every leaf and list entry of the row with its path. */
function walk(value: Json, path: string, visit: (path: string, value: Json, parent: Json) => void, parent?: Json) {
  if (path) visit(path, value, parent);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, pathOf(path, i), visit, value);
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) walk(v, pathOf(path, k), visit, value);
  }
}

/** A copy of the row without the value at `path` (a list entry is spliced out). */
function without(raw: Record<string, Json>, path: string): Json {
  const copy = structuredClone(raw) as Record<string, Json>;
  const steps = path.match(/[^.[\]]+/g) ?? [];
  let node: Json = copy;
  for (const step of steps.slice(0, -1)) node = (node as Record<string, Json>)[step];
  const last = steps.at(-1) ?? '';
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else if (isObject(node)) delete node[last];
  return copy;
}

function sameAsSanitised(value: Json, kept: Json): boolean {
  if (Array.isArray(kept) || isObject(kept)) return false;
  if (typeof value === 'string' && typeof kept === 'string') return value.trim().toLowerCase() === kept.toLowerCase();
  return String(value).trim() === String(kept);
}

/**
 * The problems of a raw configuration row (the brand's defaults or a country's override), none when
 * the sanitiser keeps every value as given. Unknown keys are the ones the sanitiser never reads.
 */
export function checkSiteConfig(raw: Json): ConfigProblem[] {
  if (!isObject(raw)) return [{ path: '', code: 'not_an_object', message: 'The configuration must be a JSON object' }];
  const problems: ConfigProblem[] = [];
  for (const [group, value] of Object.entries(raw)) {
    if (!(CONFIG_GROUPS as readonly string[]).includes(group)) {
      problems.push({ path: group, code: 'unknown_group', message: `Unknown configuration group: ${group}` });
    } else if (!isObject(value)) {
      problems.push({ path: group, code: 'not_an_object', message: `Group ${group} must be an object` });
    }
  }
  if (problems.length > 0) return problems;
  const read = keysTheSanitiserReads(raw);
  const whole = sanitised(raw);
  const settings = JSON.parse(whole) as Record<string, Record<string, Json>>;
  walk(raw, '', (path, value, parent) => {
    const [group = '', step = ''] = path.split('.');
    const key = step.replace(/\[.*$/, '');
    if (!read.has(path)) {
      if (!/\[\d+\]$/.test(path)) problems.push({ path, code: 'unknown_key', message: `Not a setting: ${path}` });
      return;
    }
    const switches: Record<string, boolean> = (SWITCH_DEFAULTS as Record<string, Record<string, boolean>>)[group] ?? {};
    const isTopLevel = path === `${group}.${key}`;
    if (isTopLevel && Object.hasOwn(switches, key)) {
      if (!FLAG_VALUES.includes(value))
        problems.push({ path, code: 'not_a_flag', message: `${path} is a switch: true/false, 1/0 ('true', '1' …)` });
      return;
    }
    const isEntry = Array.isArray(parent);
    const list = settings[group]?.[key];
    const isKeptInList = Array.isArray(list) && list.some((kept) => sameAsSanitised(value, kept));
    if (isEntry && !isKeptInList && sanitised(without(raw, path)) === whole) {
      problems.push({ path, code: 'dropped_entry', message: `The sanitiser drops ${path}: ${JSON.stringify(value)}` });
      return;
    }
    const isScalar = !isObject(value) && !Array.isArray(value) && value !== null;
    if (
      isTopLevel &&
      isScalar &&
      sanitised(without(raw, path)) === whole &&
      !sameAsSanitised(value, settings[group]?.[key])
    ) {
      problems.push({
        path,
        code: 'not_accepted',
        message: `The sanitiser does not accept ${JSON.stringify(value)} for ${path} and uses its default`,
      });
    }
  });
  return problems;
}
