import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/auth.service';
import {
  createRegistrationTestApp,
  lastMessage,
  type RegistrationTestApp,
  solvedCaptcha,
} from './registration.testing';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

const register = (type: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/web-api/api/web/registration/v1/register/${type}`, payload, headers });
const sendPhoneCode = async (phone: string, country: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/api/web/registration/v1/phone-code',
    payload: { phone, country, ...(captcha ? { captcha } : {}) },
  });
const kzPhone = (phoneNum: string) => ({
  countryId: 4,
  countryCode: 'kz',
  phoneCode: '7',
  phoneNum,
  fullPhone: `7${phoneNum}`,
});
const smsCode = async (to: string) => (await lastMessage(t.database, to))?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
const fastFields = { country_id: 4, currency_id: 4, 'agree-policy': true };

describe('fast_reg (one click)', () => {
  it('creates the account with a generated password shown once, logs in, and the password works', async () => {
    const res = await register('fast_reg', {
      fields: { ...fastFields, ref_code: 'FRIEND-1' },
      captcha: await solvedCaptcha(t.app),
      bonus_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { userId, password } = res.json();
    expect(userId).toBeGreaterThan(1_000_000);
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(res.cookies.find((c) => c.name === 'fl_session')?.httpOnly).toBe(true);
    const [user] = await t.database.query<{
      password_hash: string;
      country: string;
      currency_id: number;
      registration_type: string;
      profile: Record<string, unknown>;
    }>('select password_hash, country, currency_id, registration_type, profile from users where id = $1', [userId]);
    expect(user).toMatchObject({
      country: 'kz',
      currency_id: 4,
      registration_type: 'fast_reg',
      profile: { refCode: 'FRIEND-1', bonusId: 1 },
    });
    expect(await verifyPassword(user!.password_hash, password)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: String(userId), password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user_id).toBe(userId);
    const audit = await t.database.query('select action from audit_log where subject = $1', [`user:${userId}`]);
    expect(audit).toContainEqual({ action: 'registration.completed' });
  });

  it('refuses a missing, invalid or replayed captcha with captcha_required', async () => {
    const missing = await register('fast_reg', { fields: fastFields });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Captcha is required',
      validation_errors: { captcha: 'captcha_required' },
    });
    const invalid = await register('fast_reg', { fields: fastFields }, { 'x-captcha-token': 'bm90LWEtdG9rZW4=' });
    expect(invalid.json()).toMatchObject({ validation_errors: { captcha: 'captcha_required' } });
    const token = await solvedCaptcha(t.app);
    expect((await register('fast_reg', { fields: fastFields }, { 'x-captcha-token': token })).statusCode).toBe(200);
    const replay = await register('fast_reg', { fields: fastFields, captcha: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      message: 'Captcha is invalid or already used',
      validation_errors: { captcha: 'captcha_required' },
    });
  });

  it('re-validates the values: required checkbox, unknown option, promo code pattern', async () => {
    const res = await register('fast_reg', {
      fields: { country_id: 9999, currency_id: 4, ref_code: 'bad code!' },
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toEqual({
      country_id: 'invalid_value',
      ref_code: 'pattern_mismatch',
      'agree-policy': 'required',
    });
  });

  it('refuses an unchecked policy box and a hidden currency', async () => {
    const res = await register('fast_reg', { fields: { country_id: 4, currency_id: 29, 'agree-policy': false } });
    expect(res.json().validation_errors).toEqual({ currency_id: 'invalid_value', 'agree-policy': 'required' });
  });

  it('points social registration to social login and refuses unknown types', async () => {
    expect((await register('soc_reg', { fields: {} })).json()).toMatchObject({ error_code: 'use_social_login' });
    expect((await register('nope', { fields: {} })).statusCode).toBe(404);
  });
});

describe('phone_reg', () => {
  it('sends a code by SMS and registers with it, logged in, the phone verified', async () => {
    const sent = await sendPhoneCode('701 123-45-67', 'KZ', await solvedCaptcha(t.app));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, data: { message: 'The code has been sent', code_length: 6 } });
    const code = await smsCode('77011234567');
    expect(code).toMatch(/^\d{6}$/);
    const res = await register('phone_reg', {
      fields: {
        phone: kzPhone('7011234567'),
        phone_confirmation: code,
        password: 'Steppe-Wind-1986',
        currency_id: 4,
        'agree-policy': true,
      },
    });
    expect(res.statusCode).toBe(200);
    const { userId } = res.json();
    expect(res.json()).toEqual({ userId });
    expect(res.cookies.some((c) => c.name === 'fl_session')).toBe(true);
    const [user] = await t.database.query<{ phone: string; verified: boolean }>(
      'select phone, phone_verified_at is not null as verified from users where id = $1',
      [userId],
    );
    expect(user).toEqual({ phone: '77011234567', verified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: '+7 701 123 45 67', password: 'Steppe-Wind-1986' },
    });
    expect(login.json().data.user_id).toBe(userId);
  });

  it('refuses a wrong code, and names a taken number only after its code is verified', async () => {
    await sendPhoneCode('7011234567', 'kz', await solvedCaptcha(t.app));
    const fields = { phone: kzPhone('7011234567'), password: 'Steppe-Wind-1986', currency_id: 4, 'agree-policy': true };
    const code = await smsCode('77011234567');
    const wrong = await register('phone_reg', {
      fields: { ...fields, phone_confirmation: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validation_errors).toEqual({ phone_confirmation: 'auth_incorrect_code' });
    const taken = await register('phone_reg', { fields: { ...fields, phone_confirmation: code } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().validation_errors).toEqual({ phone: 'phone_already_registered' });
  });

  it('needs a captcha to send a code and checks the number first', async () => {
    expect((await sendPhoneCode('7011234567', 'kz')).json().validation_errors).toEqual({ captcha: 'captcha_required' });
    const cases: [string, string, string][] = [
      ['5011234567', 'kz', 'phone_incorrect'],
      ['71234', 'kz', 'phone_min_length'],
      ['70112345678', 'kz', 'equal_length'],
      ['9123', 'ru', 'phone_min_length'],
    ];
    for (const [phone, country, key] of cases) {
      const res = await sendPhoneCode(phone, country);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().validation_errors, phone).toEqual({ phone: key });
    }
    expect((await sendPhoneCode('7011234567', 'zz')).json().validation_errors).toEqual({ country: 'invalid_value' });
  });

  it('re-validates the phone, the code format and the password on submit', async () => {
    const res = await register('phone_reg', {
      fields: {
        phone: kzPhone('70112'),
        phone_confirmation: '12ab',
        password: 'qwerty123',
        currency_id: 4,
        'agree-policy': true,
      },
    });
    expect(res.json().validation_errors).toEqual({
      phone: 'phone_min_length',
      phone_confirmation: 'equal_length',
      password: 'password_too_common',
    });
    const noCountry = await register('phone_reg', { fields: { phone: { ...kzPhone('7011234567'), countryId: 9999 } } });
    expect(noCountry.json().validation_errors.phone).toBe('phone_incorrect');
  });
});
