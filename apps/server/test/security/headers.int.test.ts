import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/env';
import { createTestApp, createTestDatabase } from '../test-app';
import { listRoutes } from './route-catalog';
import { sampleRequest } from './sample-request';
import { createLoggedInUser, logIn } from './security-users';

const t = await createTestApp();
afterAll(() => t.close());
const routes = await listRoutes(t.app);
const user = await createLoggedInUser(t.app, t.database, '10.70.0.1');

const STACK_TRACE = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+/;

/** Every header rule of ASVS 3.4 the app promises, as a list of what is wrong with one response. */
function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(res.headers['content-security-policy'] ?? '');
  for (const directive of ["object-src 'none'", "base-uri 'none'", 'frame-ancestors']) {
    if (!csp.includes(directive)) problems.push(`CSP lacks ${directive} (CSP: ${csp || 'none'})`);
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  if (!res.headers['x-request-id']) problems.push('no x-request-id');
  if (res.headers['x-powered-by'] !== undefined) problems.push(`x-powered-by: ${res.headers['x-powered-by']}`);
  if (res.statusCode >= 500 && STACK_TRACE.test(res.body)) problems.push(`5xx body has a stack trace: ${res.body}`);
  return problems;
}

// Responses no route schema describes: the not-found handler, router errors, the SPA fallback.
const EXTRA_REQUESTS = [
  { name: 'an unknown API path (404)', method: 'GET' as const, url: '/web-api/no/such/route' },
  { name: 'an unknown page (SPA fallback)', method: 'GET' as const, url: '/en/some/page' },
  { name: 'a malformed URL (router error)', method: 'GET' as const, url: '/web-api/information/%E0%A4%A' },
  {
    name: 'an over-long path parameter (router error)',
    method: 'GET' as const,
    url: `/web-api/information/${'x'.repeat(400)}`,
  },
  {
    name: 'an unsupported content type (415)',
    method: 'POST' as const,
    url: '/web-api/user/auth',
    payload: 'x',
    headers: { 'content-type': 'text/csv' },
  },
  {
    name: 'invalid JSON (400)',
    method: 'POST' as const,
    url: '/web-api/user/auth',
    payload: '{',
    headers: { 'content-type': 'application/json' },
  },
];

describe('headers present: every route’s response carries the security header set', () => {
  it('enumerates the documented and the hidden routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  describe.each(['guest', 'user'] as const)('as a %s', (who) => {
    it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
      const headers = who === 'user' ? (await logIn(t.app, user.email, '10.70.0.1')).headers : {};
      const { input: _input, ...req } = sampleRequest(route);
      const res = await t.app.inject({ ...req, headers: { ...headers, ...req.headers }, remoteAddress: '10.70.0.2' });
      expect(headerProblems(res), `${req.method} ${req.url} → ${res.statusCode}`).toEqual([]);
    });
  });

  it.each(EXTRA_REQUESTS)('$name', async ({ name: _name, ...req }) => {
    const res = await t.app.inject({ ...req, remoteAddress: '10.70.0.3' });
    expect(headerProblems(res), `${req.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toEqual([]);
  });
});

describe('5xx answers never leak internals', () => {
  let boom: { app: FastifyInstance; close(): Promise<void> };
  const SECRET = 'db password hunter2 at /srv/fairline/apps/server/src/infra/db.ts:42';

  afterAll(() => boom?.close());

  it.each([
    ['web-api', '/web-api/security-suite/boom'],
    ['service-api', '/service-api/security-suite/boom'],
  ])('a crashing %s route answers a generic 500 with the headers and a request id, no stack', async (_family, url) => {
    boom ??= await crashingApp(SECRET);
    const res = await boom.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('/srv/fairline');
    expect(headerProblems(res)).toEqual([]);
    const body = res.json<Record<string, unknown>>();
    if (url.startsWith('/service-api/')) expect(body).toMatchObject({ Success: false, Error: 'Internal server error' });
    else expect(body).toMatchObject({ message: 'Internal server error', request_id: res.headers['x-request-id'] });
  });
});

/** The real app plus two routes that throw an error carrying a secret and a stack. */
async function crashingApp(secret: string) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent' }), { database });
  const crash = async () => {
    throw new Error(secret);
  };
  app.get('/web-api/security-suite/boom', { schema: { hide: true } }, crash);
  app.get('/service-api/security-suite/boom', { schema: { hide: true } }, crash);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
