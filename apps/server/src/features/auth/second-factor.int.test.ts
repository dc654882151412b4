import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, codeIn, createAuthTestApp, lastMessageTo, seedUser, sessionCookieOf } from './auth.testing';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('SMS login', () => {
  it('logs in with the code read from the outbox, once', async () => {
    const u = await seedUser(t);
    const sent = await post('/web-api/sms-auth/send-code', { phone: `+${u.phone}` });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(t, u.phone))?.body);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await post('/web-api/sms-auth/check-code', { phone: u.phone, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ need_two_factor: false, data: { user_id: u.id } });
    expect(sessionCookieOf(ok)).toBeDefined();
    expect((await post('/web-api/sms-auth/check-code', { phone: u.phone, code })).statusCode).toBe(400);
  });

  it('answers the same for an unknown phone and sends nothing', async () => {
    const u = await seedUser(t);
    const known = await post('/web-api/sms-auth/send-code', { phone: u.phone }, '10.20.0.2');
    const unknown = await post('/web-api/sms-auth/send-code', { phone: '79990001122' }, '10.20.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMessageTo(t, '79990001122')).toBeUndefined();
  });

  it('refuses a wrong code with the incorrect-code message on the code field', async () => {
    const u = await seedUser(t);
    await post('/web-api/sms-auth/send-code', { phone: u.phone }, '10.20.0.3');
    const code = codeIn((await lastMessageTo(t, u.phone))?.body);
    const res = await post('/web-api/sms-auth/check-code', {
      phone: u.phone,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ validation_errors: { code: 'auth_incorrect_code' } });
  });

  it('limits codes to 5 per phone and 20 per IP in 10 minutes', async () => {
    const u = await seedUser(t);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/web-api/sms-auth/send-code', { phone: u.phone }, `10.21.0.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const ip = '10.22.0.1';
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post('/web-api/sms-auth/send-code', { phone: `7900000${String(i).padStart(4, '0')}` }, ip)).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('TOTP second step', () => {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });

  async function challenge(u: { email: string; password: string }) {
    const res = await post('/web-api/user/auth', { login: u.email, password: u.password }, '10.23.0.1');
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    const body = res.json() as { need_two_factor: boolean; auth_id: string };
    expect(body.need_two_factor).toBe(true);
    return body.auth_id;
  }

  it('asks for the second factor, then logs in with the current TOTP code', async () => {
    const u = await seedUser(t, undefined, { totpSecret: secret.base32 });
    const authId = await challenge(u);
    const res = await post('/web-api/user/twoauth/', { auth_id: authId, code: totp.generate() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ need_two_factor: false, data: { user_id: u.id } });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('refuses a TOTP code that was already used', async () => {
    const u = await seedUser(t, undefined, { totpSecret: secret.base32 });
    const code = totp.generate();
    expect((await post('/web-api/user/twoauth/', { auth_id: await challenge(u), code })).statusCode).toBe(200);
    const again = await post('/web-api/user/twoauth/', { auth_id: await challenge(u), code });
    expect(again.statusCode).toBe(400);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('allows at most 5 tries per login challenge', async () => {
    const u = await seedUser(t, undefined, { totpSecret: secret.base32 });
    const authId = await challenge(u);
    const wrong = totp.generate() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/web-api/user/twoauth/', { auth_id: authId, code: wrong })).statusCode).toBe(400);
    expect((await post('/web-api/user/twoauth/', { auth_id: authId, code: totp.generate() })).statusCode).toBe(429);
  });

  it('refuses an unknown auth_id', async () => {
    expect((await post('/web-api/user/twoauth/', { auth_id: 'nope', code: '123456' })).statusCode).toBe(401);
  });
});
