import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createRng, seedFor } from '../prng';
import { createTestApp } from '../test-app';
import { fuzzRequests } from './fuzz-requests';
import { listRoutes, type RouteSpec, skipReason } from './route-catalog';
import { createLoggedInUser, describeRequest, errorShapeProblem, type LoggedInUser } from './security-users';

// One fixed seed keeps the run reproducible; FUZZ_SEED explores other inputs locally.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_115);
const PER_ROUTE = 25;

const t = await createTestApp();
afterAll(() => t.close());
const routes = await listRoutes(t.app);
const fuzzed = routes.filter((r) => skipReason(r.path) === undefined);
const skipped = routes.filter((r) => skipReason(r.path) !== undefined);

const ipFor = (index: number, who: string) => `10.${who === 'guest' ? 60 : 61}.${index >> 8}.${(index & 255) + 1}`;

/** Fires the requests; as a user, a session ended by the route itself (logout …) is replaced so later inputs get past 401. */
async function fire(route: RouteSpec, index: number, who: 'guest' | 'user'): Promise<string[]> {
  const ip = ipFor(index, who);
  let user: LoggedInUser | undefined = who === 'user' ? await createLoggedInUser(t.app, t.database, ip) : undefined;
  const failures: string[] = [];
  const rng = createRng(seedFor(`${who} ${route.method} ${route.path}`, SEED));
  for (const req of fuzzRequests(route, rng, PER_ROUTE)) {
    const headers = { ...user?.headers, ...req.headers };
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers,
      payload: req.payload,
      remoteAddress: ip,
    });
    const problem = check(route, res);
    if (problem) failures.push(`${req.label}: ${problem}\n    request: ${describeRequest({ ...req, headers })}`);
    if (user && res.statusCode === 401 && !req.tampersAuth && !(await sessionAlive(user))) {
      user = await createLoggedInUser(t.app, t.database, ip);
    }
  }
  return failures;
}

function check(route: RouteSpec, res: LightMyRequestResponse): string | undefined {
  const answer = `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) return `5xx: ${answer}`;
  if (res.statusCode < 400) return undefined;
  const shape = errorShapeProblem(res, route.family);
  return shape ? `4xx body ${shape}: ${answer}` : undefined;
}

async function sessionAlive(user: LoggedInUser): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: user.headers });
  return res.statusCode === 200;
}

const cases = fuzzed.map((route, index) => [`${route.method} ${route.path}`, route, index] as const);

describe('0 5xx from bad input: schema-derived and mutated inputs at every route', () => {
  it('finds the routes in the OpenAPI document and in the router', () => {
    expect(fuzzed.filter((r) => r.documented).length).toBeGreaterThan(40);
    expect(routes.some((r) => !r.documented)).toBe(true);
  });

  for (const route of skipped) {
    it.skip(`${route.method} ${route.path} is not fuzzed: ${skipReason(route.path)}`, () => {});
  }

  describe.each(['guest', 'user'] as const)('as a %s', (who) => {
    it.each(cases)(
      `%s answers every input below 500, 4xx in the error shape (seed ${SEED})`,
      async (_name, route, index) => {
        const failures = await fire(route, index, who);
        expect(failures.length, `\n${failures.join('\n')}\n`).toBe(0);
      },
      // A route's first call may price the whole line or hash a new user's password; on a busy
      // 2-core machine that has taken over a minute once, so allow more than the default.
      180_000,
    );
  });

  it('refuses __proto__ and constructor.prototype in every JSON body with 400', async () => {
    const bodyRoutes = fuzzed.filter((r) => r.body !== undefined);
    const accepted: string[] = [];
    for (const route of bodyRoutes) {
      for (const payload of ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}']) {
        const url = route.path.replace(/\{[^}]+\}/g, 'x');
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
          remoteAddress: '10.62.0.1',
        });
        if (res.statusCode !== 400) accepted.push(`${route.method} ${url} ${payload} → ${res.statusCode}`);
      }
    }
    expect(bodyRoutes.length).toBeGreaterThan(20);
    expect(accepted).toEqual([]);
  });

  it('leaves Object.prototype unpolluted after the __proto__ and constructor inputs', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
