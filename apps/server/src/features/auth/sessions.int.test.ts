import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryText } from '../../infra/db';
import { type AuthTestApp, asUser, createAuthTestApp, login, seedUser } from './auth.testing';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

interface Item {
  id: string;
  is_current: boolean;
  device: string;
  ip: string | null;
}
const list = async (token: string, quantity?: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/officeapi/getusersessions',
    headers: asUser(token),
    payload: quantity === undefined ? {} : { sessions_quantity: quantity },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { active_sessions: Item[]; recent_sessions: Item[] };
};
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(token) });

describe('office sessions', () => {
  it('lists active and recent sessions with opaque ids, device, ip and the current one marked', async () => {
    const u = await seedUser(t);
    const old = await login(t, u.id, u.password);
    await t.app.inject({ method: 'POST', url: '/web-api/user/disconnect', headers: asUser(old) });
    const other = await login(t, u.id, u.password, '10.30.0.2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: u.email, password: u.password },
      headers: { 'user-agent': CHROME },
    });
    const current = res.cookies.find((c) => c.name === 'fl_session')?.value ?? '';
    const { active_sessions, recent_sessions } = await list(current);
    expect(active_sessions).toHaveLength(2);
    expect(recent_sessions).toHaveLength(1);
    const mine = active_sessions.find((s) => s.is_current);
    expect(mine?.device).toBe('Chrome on Windows');
    expect(active_sessions.filter((s) => s.is_current)).toHaveLength(1);
    expect(active_sessions.find((s) => !s.is_current)?.ip).toBe('10.30.0.2');
    for (const s of [...active_sessions, ...recent_sessions]) {
      expect([current, other, old]).not.toContain(s.id);
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('shows at most sessions_quantity sessions of each kind', async () => {
    const u = await seedUser(t);
    for (let i = 0; i < 3; i++) await login(t, u.id, u.password);
    const token = await login(t, u.id, u.password);
    expect((await list(token, 2)).active_sessions).toHaveLength(2);
    expect((await list(token)).active_sessions).toHaveLength(4);
  });

  it('closes one of the user’s own sessions by its office id', async () => {
    const u = await seedUser(t);
    const other = await login(t, u.id, u.password);
    const current = await login(t, u.id, u.password);
    const target = (await list(current)).active_sessions.find((s) => !s.is_current);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/closesession',
      headers: asUser(current),
      payload: { session_id: target?.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
  });

  it('answers 404 for another user’s session id and leaves it open', async () => {
    const victim = await seedUser(t);
    const victimToken = await login(t, victim.id, victim.password);
    const victimSession = (await list(victimToken)).active_sessions[0];
    const attacker = await seedUser(t);
    const attackerToken = await login(t, attacker.id, attacker.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/closesession',
      headers: asUser(attackerToken),
      payload: { session_id: victimSession?.id },
    });
    expect(res.statusCode).toBe(404);
    expect((await me(victimToken)).statusCode).toBe(200);
  });

  it('disconnecteverywhere ends every other session and keeps the current one', async () => {
    const u = await seedUser(t);
    const a = await login(t, u.id, u.password);
    const b = await login(t, u.id, u.password);
    const current = await login(t, u.id, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/disconnecteverywhere',
      headers: asUser(current),
    });
    expect(res.json()).toEqual({ success: true, data: { closed: 2 } });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated POST without x-requested-with: fetch', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/disconnecteverywhere',
      headers: { cookie: `fl_session=${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'csrf' });
  });

  it('lets bearer-authenticated calls through without the header', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    const token = (
      await t.app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: asUser(session) })
    ).json().data.data.token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getusersessions',
      headers: { cookie: `fl_session=${session}`, authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not apply to reads', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/web-api/session-api/sessions/user',
          headers: { cookie: `fl_session=${token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('last seen', () => {
  it('slides last_seen_at before answering; sessions seen at once share one write', async () => {
    const tokens: string[] = [];
    const users: number[] = [];
    for (let i = 0; i < 6; i++) {
      const u = await seedUser(t);
      users.push(u.id);
      tokens.push(await login(t, u.id, u.password));
    }
    await t.database.query("update sessions set last_seen_at = now() - interval '10 minutes' where user_id = any($1)", [
      users,
    ]);
    // The first write is held until all six lookups have answered (and a turn more, for their
    // touches to queue): how far apart the lookups come back is the database's timing, not the rule.
    const query = t.database.query;
    let touches = 0;
    let looked = 0;
    let allLooked: () => void = () => undefined;
    const lookedUp = new Promise<void>((resolve) => {
      allLooked = resolve;
    });
    t.database.query = (async (text: QueryText, params?: unknown[]) => {
      const name = typeof text === 'string' ? 'text' : text.name;
      if (name === 'touch_sessions' && ++touches === 1) {
        await lookedUp;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const rows = await query(text, params);
      if (name === 'find_active_session' && ++looked === tokens.length) allLooked();
      return rows;
    }) as typeof query;
    try {
      const answers = await Promise.all(tokens.map(me));
      expect(answers.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    } finally {
      t.database.query = query;
    }
    const rows = await t.database.query<{ idle: number }>(
      'select extract(epoch from now() - last_seen_at) as idle from sessions where user_id = any($1)',
      [users],
    );
    expect(rows.map((r) => Number(r.idle) < 60)).toEqual(users.map(() => true));
    expect(touches).toBe(2);
  });
});
