import { serviceError } from '@fairline/shared/wire/service-envelope';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/env';
import type { Database } from '../../src/infra/db';
import { listRoutes, type RouteSpec } from '../security/route-catalog';
import { sampleRequest } from '../security/sample-request';
import { createLoggedInUser, type LoggedInUser, logIn } from '../security/security-users';
import { createTestDatabase } from '../test-app';

// The wire contract over every route (issue 17, ADR 0019). The area contract tests read chosen real
// answers exactly; this one walks the whole route table, so a route added without a declared answer,
// or an answer that drifts from its schema, fails here even when no area test knows about it:
// - every route declares its answers with a zod schema from packages/shared/src/wire;
// - a guest's and a player's answer to a schema-built request is read with the schema declared for
//   its status; an error answer without one of its own is read with its family's error shape.

/** Routes whose answers are not JSON payloads of the API, with the reason. */
const NOT_WIRE: readonly { match: (path: string) => boolean; why: string }[] = [
  { match: (p) => p.startsWith('/docs'), why: 'Swagger UI: its own HTML, JS and JSON' },
  { match: (p) => p === '/openapi.json', why: 'the OpenAPI document itself' },
  { match: (p) => p === '/metrics', why: 'Prometheus text exposition' },
  { match: (p) => p === '{*}' || p === '/{*}', why: 'the SPA: HTML, and every other path is a 404' },
  { match: (p) => /^\/admin\/?\{\*\}$/.test(p), why: 'the staff app’s HTML shell under /admin (ADR 0042)' },
  { match: (p) => p === '/ws', why: 'WebSocket upgrade (101): the frames are read by realtime-contract' },
  { match: (p) => p.startsWith('/dev/'), why: 'development-only helpers, read by tests, never by the web' },
];
const notWire = (path: string) => NOT_WIRE.some((n) => n.match(path));

type Responses = Record<string, unknown>;
const declared = new Map<string, Responses | undefined>();
const keyOf = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`;

let app: FastifyInstance;
let database: Database;
let player: LoggedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ WEB_DIST: '/nonexistent' }), { database });
  // Each request names the schema its route declared (a root hook reaches every plugin's routes).
  app.addHook('onRequest', async (req) => {
    const schema = req.routeOptions.schema as { response?: Responses } | undefined;
    declared.set(keyOf(req.method, req.routeOptions.url ?? ''), schema?.response);
  });
  await app.ready();
  player = await createLoggedInUser(app, database, '10.69.0.1');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** A declared answer: a zod schema, or a zod schema per content type (an HTML page: `{ content }`). */
function zodOf(declaredAnswer: unknown): z.ZodType | undefined {
  if (isZod(declaredAnswer)) return declaredAnswer;
  const content = (declaredAnswer as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const schema = content ? Object.values(content)[0]?.schema : undefined;
  return isZod(schema) ? schema : undefined;
}

/** The schema declared for a status: the exact code, then its class (`2xx`), then `default`. */
function schemaFor(responses: Responses | undefined, status: number): z.ZodType | undefined {
  return zodOf(responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`] ?? responses?.default);
}

function bodyOf(res: LightMyRequestResponse): unknown {
  if (!res.body) return undefined;
  return String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body;
}

/** What is wrong with one answer, or nothing. */
function drift(route: RouteSpec, res: LightMyRequestResponse): string | undefined {
  const name = `${route.method} ${route.path} → ${res.statusCode}`;
  const responses = declared.get(`${route.method} ${route.path}`);
  const own = schemaFor(responses, res.statusCode);
  const schema =
    own ?? (res.statusCode >= 400 ? (route.family === 'service-api' ? serviceError : webApiError) : undefined);
  if (!schema) return `${name}: no schema declared for this status`;
  const parsed = schema.safeParse(bodyOf(res));
  return parsed.success ? undefined : `${name}: ${z.prettifyError(parsed.error)}`;
}

describe('the wire contract of every route', () => {
  it('declares the answers of every API route with a zod schema from the shared wire modules', async () => {
    const routes = (await listRoutes(app)).filter((r) => !notWire(r.path));
    expect(routes.length).toBeGreaterThan(100);
    // One request each, so every route has told the hook what it declares.
    for (const route of routes) {
      const { input: _input, ...req } = sampleRequest(route);
      await app.inject({ ...req, remoteAddress: '10.69.0.2' });
    }
    const undeclared = routes
      .filter((r) => {
        const responses = declared.get(`${r.method} ${r.path}`);
        return !responses || !Object.values(responses).some((answer) => zodOf(answer) !== undefined);
      })
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it.each(['guest', 'player'] as const)('reads every answer a %s gets with the schema declared for it', async (who) => {
    const drifted: string[] = [];
    let successes = 0;
    let headers = who === 'player' ? player.headers : {};
    for (const route of await listRoutes(app)) {
      if (notWire(route.path)) continue;
      const { input: _input, ...req } = sampleRequest(route);
      const res = await app.inject({ ...req, headers: { ...headers, ...req.headers }, remoteAddress: '10.69.0.3' });
      const problem = drift(route, res);
      if (problem) drifted.push(problem);
      if (res.statusCode < 300) successes += 1;
      // Logout and "end every session" end this one: go on as the player with a new session.
      if (who === 'player' && (res.statusCode === 401 || route.path.includes('disconnect')))
        headers = (await logIn(app, player.email, '10.69.0.1')).headers;
    }
    expect(drifted).toEqual([]);
    // Not vacuous: a schema-built request gets a real answer from many routes, more as a player.
    expect(successes).toBeGreaterThan(who === 'player' ? 30 : 10);
  });
});
