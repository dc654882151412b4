import type { Rng } from '../prng';
import type { JsonSchema } from './route-catalog';

// Strings tried against a `pattern`: enough to satisfy every pattern the route schemas use today
// (languages, slugs, UUIDs, codes); a pattern none of them fits gets the first candidate anyway.
const PATTERN_CANDIDATES = [
  'ru',
  'en',
  'en-gb',
  'abc-def',
  'abc_def',
  '123456',
  '12345678',
  'abcdef12-3456',
  '3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  'user@example.com',
  '+79001234567',
  '1',
];

const FORMATS: Record<string, string> = {
  email: 'fuzz.user@example.com',
  uuid: '3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  'date-time': '2026-01-15T12:00:00.000Z',
  date: '2026-01-15',
  uri: 'https://example.com/return',
  url: 'https://example.com/return',
};

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value the schema accepts (best effort): required properties, numbers in range, enums, patterns. */
export function sampleValue(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const nonNull = options.filter((o) => !typesOf(o).includes('null'));
    return sampleValue(rng.pick(nonNull.length > 0 ? nonNull : options), rng, depth);
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], rng, depth);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object':
      return sampleObject(schema, rng, depth);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 1));
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, rng, depth + 1));
    }
    case 'integer':
    case 'number':
      return sampleNumber(schema, type === 'integer', rng);
    case 'boolean':
      return rng.chance(0.5);
    default:
      return sampleString(schema);
  }
}

function sampleObject(schema: JsonSchema, rng: Rng, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || (depth < 3 && rng.chance(0.6))) out[name] = sampleValue(prop, rng, depth + 1);
  }
  return out;
}

function sampleNumber(schema: JsonSchema, integer: boolean, rng: Rng): number {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : 1);
  const max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - 1 : Math.max(min, 100));
  const value = min + rng.next() * (Math.min(max, min + 1000) - min);
  return integer ? Math.min(max, Math.ceil(value)) : Math.round(value * 100) / 100;
}

function sampleString(schema: JsonSchema): string {
  const fit = (s: string) =>
    s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c) && fit(c));
    if (hit) return hit;
  }
  const formatted = schema.format ? FORMATS[schema.format] : undefined;
  if (formatted !== undefined) return formatted;
  const base = 'fuzzvalue1';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const text = base.repeat(Math.ceil(Math.max(min, 1) / base.length));
  return text.slice(0, Math.max(min, Math.min(max, base.length)));
}

/** A valid-looking request for a route: path params, query and (when it takes one) a body. */
export interface SampleInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export function sampleInput(
  route: { params: Record<string, JsonSchema>; query: JsonSchema; body: JsonSchema | undefined },
  rng: Rng,
): SampleInput {
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(route.params)) {
    params[name] = name === '*' ? 'fuzz/file.json' : String(sampleValue(schema, rng));
  }
  const query = sampleObject(route.query, rng, 0);
  return { params, query, body: route.body ? sampleValue(route.body, rng) : undefined };
}
