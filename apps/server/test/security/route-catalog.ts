import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema the route schemas (zod → OpenAPI) use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
}

export type ErrorFamily = 'web-api' | 'service-api' | 'casino-wallet' | 'casino-studio';

export interface RouteSpec {
  method: string;
  /** OpenAPI style: `/web-api/information/{page}`; the wildcard is `{*}`. */
  path: string;
  family: ErrorFamily;
  /** Listed in the OpenAPI document (hidden routes are found in the router and get generic inputs). */
  documented: boolean;
  params: Record<string, JsonSchema>;
  query: JsonSchema;
  body: JsonSchema | undefined;
}

/** Routes no fuzzer input applies to, with the reason (the header test still checks them). */
export const FUZZ_SKIPPED: readonly { match: (path: string) => boolean; why: string }[] = [
  { match: (p) => p.startsWith('/docs'), why: 'Swagger UI: static HTML/JS assets, no input' },
  { match: (p) => p === '/metrics', why: 'Prometheus text exposition, no input' },
  { match: (p) => p === '{*}' || p === '/{*}', why: 'SPA fallback: HTML, and every other path is a 404' },
  { match: (p) => p === '/ws', why: 'WebSocket upgrade: covered by the realtime tests' },
  { match: (p) => p === '/dev/outbox', why: 'development-only HTML page (its JSON twin is fuzzed)' },
];

export const skipReason = (path: string) => FUZZ_SKIPPED.find((s) => s.match(path))?.why;

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const familyOf = (path: string): ErrorFamily => {
  if (path.startsWith('/service-api/')) return 'service-api';
  // The game providers' wallet protocol (ADR 0033): its own answers, a status in every one.
  if (path.startsWith('/casino-api/wallet/')) return 'casino-wallet';
  // Our casino studio's API (ADR 0036): `{ error: { code, message } }`, called from the game's iframe.
  if (path.startsWith('/studio-api/')) return 'casino-studio';
  return 'web-api';
};

/** Every route of the app: the OpenAPI operations with their schemas, plus hidden routes from the router. */
export async function listRoutes(app: FastifyInstance): Promise<RouteSpec[]> {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  const doc = res.json<OpenApiDocument>();
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      routes.push(fromOperation(method.toUpperCase(), path, op));
    }
  }
  const known = new Set(routes.map((r) => `${r.method} ${normalise(r.path)}`));
  for (const { method, path } of routerRoutes(app)) {
    if (known.has(`${method} ${normalise(path)}`)) continue;
    routes.push({ method, path, family: familyOf(path), documented: false, params: {}, query: {}, body: undefined });
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

function fromOperation(method: string, path: string, op: OpenApiOperation): RouteSpec {
  const params: Record<string, JsonSchema> = {};
  const query: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const p of op.parameters ?? []) {
    const schema = p.schema ?? { type: 'string' };
    if (p.in === 'path') params[p.name] = schema;
    if (p.in === 'query' && query.properties) {
      query.properties[p.name] = schema;
      if (p.required) query.required?.push(p.name);
    }
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  return { method, path, family: familyOf(path), documented: true, params, query, body };
}

/** `/a/:id` and `/a/{id}` and a trailing slash compare equal. */
function normalise(path: string): string {
  return path
    .replace(/\{([^}]+)\}/g, ':$1')
    .replace(/:\*$/, '*')
    .replace(/(.)\/$/, '$1');
}

const TREE_LINE = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/** Parses `printRoutes({commonPrefix:false})`: one node a line, children indented by four columns. */
export function routerRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const stack: string[] = [];
  const out: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = TREE_LINE.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const full = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, path: full.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}') });
    }
  }
  return out;
}
