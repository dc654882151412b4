import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, asUser, codeIn, createAuthTestApp, lastMessageTo, login, seedUser } from './auth.testing';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/web-api/session-api/sessions/user', headers: asUser(token) });
const change = (token: string, attributes: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/web-api/api/web/user/v1/password',
    headers: asUser(token),
    payload: { data: { attributes } },
  });
const reset = (payload: object, ip = '10.40.0.1') =>
  t.app.inject({ method: 'POST', url: '/web-api/api/internal/v1/user/passwordreset', payload, remoteAddress: ip });

describe('password change', () => {
  it('with end_other_sessions ends the other session, keeps the current one and notifies by e-mail', async () => {
    const u = await seedUser(t);
    const other = await login(t, u.id, u.password);
    const current = await login(t, u.id, u.password);
    const res = await change(current, {
      old_password: u.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      end_other_sessions: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({ changed: true, ended_sessions: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect((await lastMessageTo(t, u.email))?.body).toContain('password was changed');
    await login(t, u.email, NEW_PASSWORD);
  });

  it('keeps other sessions unless asked', async () => {
    const u = await seedUser(t);
    const other = await login(t, u.id, u.password);
    const current = await login(t, u.id, u.password);
    expect(
      (await change(current, { old_password: u.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs the right old password', async () => {
    const u = await seedUser(t);
    const current = await login(t, u.id, u.password);
    const res = await change(current, {
      old_password: 'not my password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toEqual({ old_password: 'incorrect_password' });
  });

  it('applies the shared password rule and the confirmation', async () => {
    const u = await seedUser(t);
    const current = await login(t, u.id, u.password);
    const short = await change(current, {
      old_password: u.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json().validation_errors).toEqual({ password: 'min_symbols_limit' });
    const common = await change(current, {
      old_password: u.password,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.json().validation_errors).toEqual({ password: 'password_too_common' });
    const mismatch = await change(current, {
      old_password: u.password,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().validation_errors).toEqual({ password_confirmation: 'fields_not_equal' });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const u = await seedUser(t);
    const known = await reset({ login: u.email }, '10.41.0.1');
    const unknown = await reset({ login: 'no-such-user@example.com' }, '10.41.0.1');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('sets the password with the mailed code and ends every session', async () => {
    const u = await seedUser(t);
    const session = await login(t, u.id, u.password);
    expect((await reset({ login: u.email })).statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(t, u.email))?.body);
    const check = await t.app.inject({
      method: 'GET',
      url: `/web-api/api/internal/v1/user/passwordreset?login=${encodeURIComponent(u.email)}&code=${code}`,
    });
    expect(check.json()).toEqual({ success: true, data: { valid: true } });
    const done = await reset({
      data: { attributes: { login: u.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
    });
    expect(done.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    await login(t, u.email, NEW_PASSWORD);
    expect((await reset({ login: u.email, code, password: 'yet another passphrase' })).statusCode).toBe(400);
  });

  it('sends the code by SMS for a phone login, and the reset lifts a lock-out', async () => {
    const u = await seedUser(t);
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        payload: { login: u.phone, password: `wrong ${i} password` },
        remoteAddress: '10.42.0.1',
      });
    }
    await reset({ login: u.phone });
    const code = codeIn((await lastMessageTo(t, u.phone))?.body);
    expect((await reset({ login: u.phone, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    await login(t, u.phone, NEW_PASSWORD, '10.42.0.2');
  });

  it('refuses a wrong code without changing the password', async () => {
    const u = await seedUser(t);
    await reset({ login: u.email });
    const code = codeIn((await lastMessageTo(t, u.email))?.body);
    const res = await reset({ login: u.email, code: code === '123456' ? '654321' : '123456', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    await login(t, u.email, u.password);
  });
});

describe('e-mail activation', () => {
  it('marks the e-mail verified with the mailed code', async () => {
    const u = await seedUser(t);
    const token = await login(t, u.id, u.password);
    expect(
      (await t.app.inject({ method: 'POST', url: '/web-api/user/sendActivationMail', headers: asUser(token) }))
        .statusCode,
    ).toBe(200);
    const code = codeIn((await lastMessageTo(t, u.email))?.body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/internal/v1/user/activate',
      payload: { user_id: u.id, code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { type: 'user-activation', id: String(u.id), attributes: { email_verified: true } },
    });
    const [row] = await t.database.query<{ email_verified_at: Date | null }>(
      'select email_verified_at from users where id = $1',
      [u.id],
    );
    expect(row?.email_verified_at).not.toBeNull();
  });
});

describe('dev outbox', () => {
  it('lists messages as an HTML page with bodies escaped', async () => {
    const u = await seedUser(t);
    await reset({ login: u.email }, '10.43.0.1');
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(u.email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('password reset code');
  });
});
