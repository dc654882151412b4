import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, asUser, createAuthTestApp, login, seedUser, sessionCookieOf } from './auth.testing';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const auth = (loginValue: string, password: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    payload: { login: loginValue, password },
    remoteAddress: ip,
  });

const withoutRequestId = (body: string) => {
  const { request_id: _, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

describe('POST /web-api/user/auth', () => {
  it('logs in by user id, by e-mail (any case) and by phone (any formatting)', async () => {
    const u = await seedUser(t);
    for (const value of [
      String(u.id),
      u.email.toUpperCase(),
      `+${u.phone.slice(0, 1)} (${u.phone.slice(1, 4)}) ${u.phone.slice(4)}`,
    ]) {
      const res = await auth(value, u.password);
      expect(res.statusCode, value).toBe(200);
      expect(res.json()).toEqual({ success: true, need_two_factor: false, data: { user_id: u.id } });
      const cookie = res.cookies.find((c) => c.name === 'fl_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    }
  });

  it('stores only the SHA-256 of the session token, never the token itself', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    const rows = await t.database.query<{ id: string }>('select id from sessions where user_id = $1', [u.id]);
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown account with the same status and body', async () => {
    const u = await seedUser(t);
    const wrong = await auth(u.email, 'not the password at all', '10.1.0.2');
    const unknown = await auth('nobody-here@example.com', 'not the password at all', '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong.body)).toEqual(withoutRequestId(unknown.body));
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  // The captcha step-up and the lock-out per account and address: lockout.int.test.ts.

  it('audits successful and failed logins without secrets', async () => {
    const u = await seedUser(t);
    await auth(u.email, 'definitely wrong pw', '10.4.0.1');
    await login(t, u.email, u.password, '10.4.0.1');
    const rows = await t.database.query<{ action: string; details: object }>(
      'select action, details from audit_log where actor = $1 order by id',
      [`user:${u.id}`],
    );
    expect(rows.map((r) => r.action)).toEqual(['auth.login.failed', 'auth.login.ok']);
    expect(JSON.stringify(rows)).not.toContain(u.password);
  });

  it('refuses a blocked account after the password is checked', async () => {
    const u = await seedUser(t);
    await t.database.query("update users set status = 'blocked' where id = $1", [u.id]);
    expect((await auth(u.email, u.password, '10.5.0.1')).statusCode).toBe(403);
  });
});

describe('session lifecycle', () => {
  it('reports the current user, a guest as data null rather than a 401, and an ended session as 401', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    const me = await t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      type: 'user',
      id: String(u.id),
      attributes: { user_id: u.id, email: u.email },
    });
    const guest = await t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ data: null });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/web-api/session-api/sessions/user',
      headers: { cookie: 'fl_session=not-a-session' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ message: 'Authorization required', validation_errors: {} });
  });

  it('logout ends the session on the server, so the old cookie no longer works', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    const out = await t.app.inject({ method: 'POST', url: '/web-api/user/disconnect', headers: asUser(token) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'fl_session')?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(token) });
    expect(me.statusCode).toBe(401);
    const [row] = await t.database.query<{ closed_reason: string }>(
      'select closed_reason from sessions where user_id = $1',
      [u.id],
    );
    expect(row?.closed_reason).toBe('logout');
  });

  it('gives a new session id at every login and ends the one the browser carried', async () => {
    const u = await seedUser(t);
    const first = await login(t, u.id, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: u.email, password: u.password },
      headers: asUser(first),
    });
    const second = sessionCookieOf(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(first) }))
        .statusCode,
    ).toBe(401);
  });

  it('ends a session idle for 30 minutes when the brand turns auto-logoff on', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    await t.database.query("update sessions set last_seen_at = now() - interval '31 minutes' where user_id = $1", [
      u.id,
    ]);
    const me = () => t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(token) });
    expect((await me()).statusCode).toBe(200);
    t.app.authContext.sites = withAutoLogoff(t.app.authContext.sites);
    await t.database.query("update sessions set last_seen_at = now() - interval '31 minutes' where user_id = $1", [
      u.id,
    ]);
    expect((await me()).statusCode).toBe(401);
    const [row] = await t.database.query<{ closed_reason: string }>(
      'select closed_reason from sessions where user_id = $1',
      [u.id],
    );
    expect(row?.closed_reason).toBe('idle');
  });
});

describe('OpenAPI', () => {
  it('documents every auth route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/web-api/user/auth',
      '/web-api/user/twoauth/',
      '/web-api/api/internal/v1/user/passwordreset',
      '/web-api/officeapi/getusersessions',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/dev/'))).toBe(false);
  });
});

function withAutoLogoff(sites: AuthTestApp['app']['authContext']['sites']): typeof sites {
  return {
    async resolve(req) {
      const site = await sites.resolve(req);
      return { ...site, settings: { ...site.settings, auth: { ...site.settings.auth, isAutoLogoffEnabled: true } } };
    },
  };
}
