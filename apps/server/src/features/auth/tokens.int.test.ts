import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, asUser, createAuthTestApp, login, seedUser } from './auth.testing';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers });

describe('user tokens', () => {
  it('gettoken answers data.data.token, sets the user_token cookie, and the token authenticates by x-auth and Authorization', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    const res = await t.app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: asUser(session) });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { data: { data: { token: string } } }).data.data.token;
    const cookie = res.cookies.find((c) => c.name === 'user_token');
    expect(cookie?.value).toBe(token);
    const ttl = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect((await me({ 'x-auth': `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    const token = (
      await t.app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: asUser(session) })
    ).json().data.data.token as string;
    const [prefix, body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...claims, uid: claims.uid + 1 })).toString('base64url')}.${sig}`;
    expect((await me({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('mobile token answers userToken and expireDate with a date header', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    const res = await t.app.inject({ method: 'GET', url: '/web-api/api/mobile/v1/token/', headers: asUser(session) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.date).toBeDefined();
    const attrs = res.json().data.data.attributes as { userToken: string; expireDate: string };
    expect(new Date(attrs.expireDate).getTime()).toBeGreaterThan(Date.now());
    expect((await me({ authorization: `Bearer ${attrs.userToken}` })).statusCode).toBe(200);
  });

  it('mobile token without a session is 403 user_not_authenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/api/mobile/v1/token/' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'user_not_authenticated' });
  });

  it('refresh (json-api body) gives a new token, and 403 once the session has ended', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    const first = (
      await t.app.inject({ method: 'GET', url: '/web-api/api/mobile/v1/token/', headers: asUser(session) })
    ).json().data.data.attributes.userToken as string;
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/api/mobile/v1/token/refresh',
        headers: { authorization: `Bearer ${first}`, 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({ data: { type: 'token' } }),
      });
    const ok = await refresh();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.date).toBeDefined();
    expect(ok.json().data.data.attributes.userToken).toEqual(expect.any(String));
    await t.app.inject({ method: 'POST', url: '/web-api/user/disconnect', headers: asUser(session) });
    const gone = await refresh();
    expect(gone.statusCode).toBe(403);
    expect(gone.json()).toMatchObject({ error_code: 'user_not_authenticated' });
    expect((await me({ authorization: `Bearer ${first}` })).statusCode).toBe(401);
  });
});
