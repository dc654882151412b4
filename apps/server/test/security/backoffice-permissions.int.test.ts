// The back office's permission matrix (issue 24 §1): every /admin-api route in Fastify's route table
// × every role, no session, and a player's session or token. A route the guard did not register a
// permission for fails here, and so does any answer that breaks the role's permissions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/features/auth/auth.service';
import { roleMay, STAFF_ROLES, type StaffRole } from '../../src/features/backoffice/backoffice.service';
import { asStaff, signedInStaff, type TestStaff } from '../../src/features/backoffice/backoffice.testing';
import { createTestApp, type TestApp } from '../test-app';
import { routerRoutes } from './route-catalog';

let t: TestApp;
let routes: { method: string; path: string; url: string }[];
const staff = new Map<StaffRole, TestStaff>();
let playerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) staff.set(role, await signedInStaff(t.app, t.database, role));
  const [user] = await t.database.query<{ id: string }>(
    "insert into users (brand_id, country, currency_id, registration_type, email) values (1, 'de', 12, 'full_reg', 'matrix@example.com') returning id",
  );
  playerToken = (await createSession(t.database, { userId: Number(user?.id) })).token;
  routes = routerRoutes(t.app)
    .filter((r) => r.path.startsWith('/admin-api/'))
    .map((r) => ({ ...r, url: r.path.replace('{id}', r.path.includes('/sessions/') ? randomUUID() : '999999') }))
    // Logout ends the session the rest of the matrix uses: it goes last.
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
}, 120_000);
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('back-office permission matrix', () => {
  it('finds the routes in the route table and every one declares its permission', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const undeclared = routes.filter(
      (r) => !t.app.staffRouteAccess.has(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a staff session, and to a player’s session cookie or bearer token', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const access = t.app.staffRouteAccess.get(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (access === 'public') continue;
      const attempts: Record<string, string>[] = [
        { 'x-requested-with': 'fetch' },
        { cookie: `fl_session=${playerToken}`, 'x-requested-with': 'fetch' },
        { authorization: `Bearer ${playerToken}`, 'x-requested-with': 'fetch' },
        { cookie: `fl_staff=${playerToken}`, 'x-requested-with': 'fetch' },
      ];
      for (const headers of attempts) {
        const res = await call(r.method, r.url, headers);
        if (res.statusCode !== 401)
          failures.push(`${r.method} ${r.path} ${Object.keys(headers)[0]} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a role without the permission and lets a role with it through (2xx for list pages)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of routes) {
      const access = t.app.staffRouteAccess.get(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`);
      for (const role of STAFF_ROLES) {
        const res = await call(r.method, r.url, asStaff(staff.get(role)?.cookie ?? ''));
        checked += 1;
        const allowed = access === 'public' || access === 'session' || (access !== undefined && roleMay(role, access));
        const cell = `${role} ${r.method} ${r.path} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(cell);
        else if (!allowed && res.statusCode !== 403) failures.push(`${cell} (expected 403)`);
        else if (allowed && (res.statusCode === 401 || res.statusCode === 403))
          failures.push(`${cell} (expected through)`);
        else if (
          allowed &&
          access !== 'public' &&
          r.method === 'GET' &&
          !r.path.includes('{') &&
          res.statusCode !== 200
        ) {
          failures.push(`${cell} (expected 200)`);
        }
      }
    }
    expect(checked).toBe(routes.length * STAFF_ROLES.length);
    expect(failures).toEqual([]);
  });

  it('casino desks (ADR 0072): marketing and admin change tournaments and the jackpot; risk, compliance and payments only read', () => {
    const casino = routes.filter((r) => r.path.startsWith('/admin-api/casino/'));
    expect(casino.length).toBeGreaterThanOrEqual(7);
    const byAccess = (method: string) =>
      casino
        .filter((r) => r.method === method)
        .map((r) => t.app.staffRouteAccess.get(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(new Set(byAccess('GET'))).toEqual(new Set(['casino.read']));
    expect(new Set([...byAccess('POST'), ...byAccess('PUT')])).toEqual(new Set(['casino.promotions']));
    const writers = STAFF_ROLES.filter((role) => roleMay(role, 'casino.promotions'));
    const readers = STAFF_ROLES.filter((role) => roleMay(role, 'casino.read'));
    expect(writers).toEqual(['marketing', 'admin']);
    expect(readers).toEqual(['payments', 'risk', 'compliance', 'marketing', 'admin']);
  });
});
