import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../auth/auth.service';
import { asStaff, loginAsStaff, signedInStaff, staffCookieOf } from './backoffice.testing';
import { createStaffMember } from './staff-auth';
import { runStaffCreate } from './staff-cli';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/admin-api/me', headers: asStaff(cookie) });
const resetStep = (id: number) => t.database.query('update staff_users set totp_last_step = null where id = $1', [id]);

describe('staff sign-in', () => {
  it('creates an account with no password: it cannot log in until the enrolment link sets one', async () => {
    const out = await runStaffCreate(t.database, ['--email', 'cli.first@staff.test', '--role', 'admin']);
    expect(out).toMatch(/\/admin\/enrol#[\w-]{20,}/);
    expect(out).toMatch(/otpauth:\/\/totp\//);
    const [row] = await t.database.query<{ password_hash: string | null }>(
      "select password_hash from staff_users where email = 'cli.first@staff.test'",
    );
    expect(row?.password_hash).toBeNull();
    const res = await loginAsStaff(t.app, { email: 'cli.first@staff.test', password: '', secret: 'AAAA' });
    expect(res.statusCode).toBe(400);
    await expect(runStaffCreate(t.database, ['--email', 'x@y.z', '--role', 'king'])).rejects.toThrow(/usage/);
  });

  it('an enrolment link works once and needs a correct first code', async () => {
    const made = await createStaffMember(
      t.database,
      { email: 'enrol@staff.test', role: 'support' },
      { staffId: null, staffEmail: 'cli', ip: null },
    );
    const post = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/enrolment',
        headers: { 'x-requested-with': 'fetch' },
        payload: { token: made.enrolment_token, password: 'a long staff password', code },
      });
    const shown = await t.app.inject({ method: 'GET', url: `/admin-api/enrolment?token=${made.enrolment_token}` });
    expect(shown.json()).toMatchObject({ email: 'enrol@staff.test', totp_secret: made.totp_secret });
    expect((await post('000000')).statusCode).toBe(400);
    expect((await post(totpCode(made.totp_secret, Date.now()))).statusCode).toBe(200);
    expect((await post(totpCode(made.totp_secret, Date.now() + 30_000))).statusCode).toBe(404);
  });

  it('logs in only with password and TOTP code together; a code works once', async () => {
    const staff = await signedInStaff(t.app, t.database, 'support');
    expect((await me(staff.cookie)).json()).toMatchObject({ email: staff.email, role: 'support', idle_timeout_s: 900 });
    const wrongPassword = await loginAsStaff(t.app, { ...staff, password: 'not the password' }, 0);
    expect(wrongPassword.statusCode).toBe(401);
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      headers: { 'x-requested-with': 'fetch' },
      payload: { email: staff.email, password: staff.password, code: '123456' },
    });
    expect(wrongCode.statusCode).toBe(401);
    // The helper's login used the next step's code: the same code (and any earlier) is refused.
    expect((await loginAsStaff(t.app, staff, 1)).statusCode).toBe(401);
    expect((await loginAsStaff(t.app, staff, 0)).statusCode).toBe(401);
    const unknown = await loginAsStaff(t.app, { ...staff, email: 'nobody@staff.test' }, 0);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrongPassword.json().message);
  });

  it('locks an account after 10 failed attempts in 15 minutes, even with the right password and code', async () => {
    const staff = await signedInStaff(t.app, t.database, 'payments');
    await resetStep(staff.id);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginAsStaff(t.app, { ...staff, password: `wrong ${i}` }, 0, '10.9.1.1')).statusCode).toBe(401);
    }
    const locked = await loginAsStaff(t.app, staff, 0, '10.9.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_code).toBe('account_locked');
  });

  it('ends a session after 15 minutes without a request', async () => {
    const staff = await signedInStaff(t.app, t.database, 'risk');
    expect((await me(staff.cookie)).statusCode).toBe(200);
    await t.database.query(
      "update staff_sessions set last_seen_at = now() - interval '16 minutes' where staff_id = $1",
      [staff.id],
    );
    expect((await me(staff.cookie)).statusCode).toBe(401);
  });

  it('lists the staff member’s sessions and revokes one; logout ends the current one', async () => {
    const staff = await signedInStaff(t.app, t.database, 'compliance');
    await resetStep(staff.id);
    const second = staffCookieOf(await loginAsStaff(t.app, staff, 0)) ?? '';
    const list = await t.app.inject({ method: 'GET', url: '/admin-api/sessions', headers: asStaff(staff.cookie) });
    const items = list.json().items as { id: string; current: boolean; active: boolean }[];
    expect(items.filter((s) => s.active)).toHaveLength(2);
    const other = items.find((s) => !s.current);
    const stranger = await signedInStaff(t.app, t.database, 'admin');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/sessions/${other?.id}`,
      headers: asStaff(stranger.cookie),
    });
    expect(foreign.statusCode, 'another staff member cannot end this one’s session').toBe(404);
    expect((await me(second)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/sessions/${other?.id}`,
      headers: asStaff(staff.cookie),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(staff.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/admin-api/logout', headers: asStaff(staff.cookie) });
    expect(out.statusCode).toBe(200);
    expect((await me(staff.cookie)).statusCode).toBe(401);
  });

  it('never takes a player’s session cookie or bearer token as a staff session', async () => {
    const [user] = await t.database.query<{ id: string }>(
      "insert into users (brand_id, country, currency_id, registration_type, email) values (1, 'de', 12, 'full_reg', 'p.bo@example.com') returning id",
    );
    const { token } = await createSession(t.database, { userId: Number(user?.id) });
    for (const headers of [
      { cookie: `fl_session=${token}` },
      { cookie: `fl_staff=${token}` },
      { authorization: `Bearer ${token}` },
    ]) {
      expect((await t.app.inject({ method: 'GET', url: '/admin-api/me', headers })).statusCode).toBe(401);
    }
  });

  it('refuses a cookie-authenticated state change without the CSRF header', async () => {
    const staff = await signedInStaff(t.app, t.database, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin-api/logout',
      headers: { cookie: `fl_staff=${staff.cookie}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('csrf');
  });

  it('sets an httpOnly, SameSite=Strict cookie of its own name, scoped to /admin-api', async () => {
    const staff = await signedInStaff(t.app, t.database, 'content');
    await resetStep(staff.id);
    const res = await loginAsStaff(t.app, staff, 0);
    const cookie = res.cookies.find((c) => c.name === 'fl_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin-api' });
    expect(res.cookies.some((c) => c.name.includes('fl_session'))).toBe(false);
  });
});
