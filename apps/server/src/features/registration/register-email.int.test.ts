import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/auth.service';
import {
  createRegistrationTestApp,
  lastMessage,
  patchBrandConfig,
  type RegistrationTestApp,
  solvedCaptcha,
} from './registration.testing';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
  await patchBrandConfig(t, 'fairline', 'registration', {
    registrationTypes: ['full_reg', 'short_reg', 'full_reg_v1', 'phone_reg'],
    minAge: 18,
  });
  await patchBrandConfig(t, 'fairline', 'registration', { minAge: 21 }, 'kz');
});
afterAll(() => t.close());

const register = async (type: string, fields: Record<string, unknown>, captcha = true) =>
  t.app.inject({
    method: 'POST',
    url: `/web-api/api/web/registration/v1/register/${type}?lang=en`,
    payload: { fields, ...(captcha ? { captcha: await solvedCaptcha(t.app) } : {}) },
  });

/** The birth date of someone who turns `years` old `days` days from today (negative: already). */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'anna@example.com',
  password: 'Sunny-Meadow-42',
  password_again: 'Sunny-Meadow-42',
  name: 'Anna-Maria',
  surname: "O'Neil",
  date_birthday: '1990-05-01',
  country_id: 65,
  region_id: 6501,
  city_id: 650101,
  address: 'Marienplatz 1',
  currency_id: 12,
  receive_news: true,
  'agree-policy': true,
  ...overrides,
});

describe('full_reg by e-mail', () => {
  it('creates the account, mails a confirmation code that activates it, and answers check_email', async () => {
    const res = await register('full_reg', valid());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check_email' });
    expect(res.cookies).toEqual([]);
    const [user] = await t.database.query<{
      id: string;
      first_name: string;
      birth_date: string;
      country: string;
      profile: Record<string, unknown>;
      verified: boolean;
    }>(
      `select id, first_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date, country, profile, email_verified_at is not null as verified
       from users where email = 'anna@example.com'`,
    );
    expect(user).toMatchObject({ first_name: 'Anna-Maria', birth_date: '1990-05-01', country: 'de', verified: false });
    expect(user!.profile).toMatchObject({
      regionId: 6501,
      cityId: 650101,
      address: 'Marienplatz 1',
      receiveNews: true,
    });
    const mail = await lastMessage(t.database, 'anna@example.com');
    expect(mail?.subject).toBe('Fairline: confirm your e-mail');
    const code = mail?.body.match(/code is (\d{6})/)?.[1];
    const activate = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/internal/v1/user/activate',
      payload: { user_id: Number(user!.id), code },
    });
    expect(activate.statusCode).toBe(200);
    expect(
      (await t.database.query("select 1 from mailing_subscriptions where email = 'anna@example.com'")).length,
    ).toBe(1);
  });

  it('answers a taken address exactly like a new one and warns its owner instead', async () => {
    const fresh = await register('full_reg', valid({ email: 'new-one@example.com' }));
    const taken = await register('full_reg', valid({ email: 'ANNA@example.com', name: 'Mallory' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const owners = await t.database.query("select first_name from users where lower(email) = 'anna@example.com'");
    expect(owners).toEqual([{ first_name: 'Anna-Maria' }]);
    expect((await lastMessage(t.database, 'ANNA@example.com'))?.subject).toBe(
      'Fairline: someone tried to register with your e-mail',
    );
  });

  it('needs a captcha', async () => {
    const res = await register('full_reg', valid({ email: 'no-captcha@example.com' }), false);
    expect(res.json().validation_errors).toEqual({ captcha: 'captcha_required' });
  });

  it.each([
    ['@example.com', 'email_starts_with_at'],
    ['anna@', 'email_ends_with_at'],
    ['anna.example.com', 'email_no_at'],
    ['anna@example', 'email_no_dot_after_at'],
    ['an na@example.com', 'email_has_space'],
    ['anna@gmial.com', 'email_did_you_mean'],
    ['anna@example.c', 'email_incorrect'],
    ['', 'required'],
  ])('refuses the e-mail %j with %s', async (email, key) => {
    const res = await register('full_reg', valid({ email }), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toEqual({ email: key });
  });

  it('checks names, password length, common passwords and the repeat', async () => {
    const short = await register(
      'full_reg',
      valid({ name: 'R2-D2', surname: 'Smith<script>', password: 'short', password_again: 'short' }),
      false,
    );
    expect(short.json().validation_errors).toEqual({
      name: 'name_available_symbols',
      surname: 'name_available_symbols',
      password: 'min_symbols_limit',
    });
    const common = await register('full_reg', valid({ password: 'password123', password_again: 'password124' }), false);
    expect(common.json().validation_errors).toEqual({
      password: 'password_too_common',
      password_again: 'fields_not_equal',
    });
  });

  it('applies the minimum age of the chosen country (KZ 21, others 18)', async () => {
    const de17 = await register('full_reg', valid({ date_birthday: bornYearsAgo(18, 1) }), false);
    expect(de17.json().validation_errors).toEqual({ date_birthday: 'min_age' });
    const kz = { country_id: 4, region_id: 401, city_id: 40101, document_type_id: 1, passport: 'N1234567' };
    const kz20 = await register('full_reg', valid({ ...kz, date_birthday: bornYearsAgo(20) }), false);
    expect(kz20.json().validation_errors).toEqual({ date_birthday: 'min_age' });
    const kz21 = await register(
      'full_reg',
      valid({ ...kz, email: 'aigerim@example.com', date_birthday: bornYearsAgo(21, -1) }),
    );
    expect(kz21.statusCode).toBe(202);
    const future = await register('full_reg', valid({ date_birthday: '2999-01-01' }), false);
    expect(future.json().validation_errors).toEqual({ date_birthday: 'date_max' });
  });

  it('asks documents of CIS countries only, the tax number in KZ and RU, and places that belong together', async () => {
    const kz = await register('full_reg', valid({ country_id: 4, region_id: 401, city_id: 40101, inn: '12AB' }), false);
    expect(kz.json().validation_errors).toEqual({
      document_type_id: 'required',
      passport: 'required',
      inn: 'pattern_mismatch',
    });
    const mixed = await register('full_reg', valid({ country_id: 65, region_id: 401, city_id: 40101 }), false);
    expect(mixed.json().validation_errors).toEqual({ region_id: 'invalid_value' });
    const city = await register('full_reg', valid({ region_id: 6501, city_id: 40101 }), false);
    expect(city.json().validation_errors).toEqual({ city_id: 'invalid_value' });
    const noRegion = await register('full_reg', valid({ region_id: undefined, city_id: undefined }), false);
    expect(noRegion.json().validation_errors).toEqual({ region_id: 'required' });
    // France has no regions: no region or city is asked and no document either.
    const fr = await register(
      'full_reg',
      valid({ email: 'amelie@example.com', country_id: 83, region_id: undefined, city_id: undefined }),
    );
    expect(fr.statusCode).toBe(202);
  });

  it('requires the policy box and ignores fields the form does not describe', async () => {
    const res = await register('full_reg', valid({ 'agree-policy': false, is_admin: true }), false);
    expect(res.json().validation_errors).toEqual({ 'agree-policy': 'required' });
  });
});

describe('short_reg and full_reg_v1', () => {
  it('registers with e-mail and password only (short_reg), the password hashed exactly as typed', async () => {
    const password = ' Quiet-River-77 ';
    const res = await register('short_reg', {
      email: 'short@example.com',
      password,
      currency_id: 10,
      'agree-policy': true,
    });
    expect(res.statusCode).toBe(202);
    const [user] = await t.database.query<{ country: string; registration_type: string; password_hash: string }>(
      "select country, registration_type, password_hash from users where email = 'short@example.com'",
    );
    expect(user).toMatchObject({ country: 'kz', registration_type: 'short_reg' });
    expect(await verifyPassword(user!.password_hash, password)).toBe(true);
  });

  it('validates v1 dependent fields the same way and registers', async () => {
    const kz = { country_id: 4, region_id: 401, city_id: 40101, date_birthday: '1990-01-01' };
    const missing = await register('full_reg_v1', valid({ ...kz, email: 'v1@example.com' }), false);
    expect(missing.json().validation_errors).toEqual({ document_type_id: 'required', passport: 'required' });
    const ok = await register(
      'full_reg_v1',
      valid({ ...kz, email: 'v1@example.com', document_type_id: 1, passport: 'N7654321' }),
    );
    expect(ok.statusCode).toBe(202);
  });
});

describe('the e-mail confirmation after e-mail registration', () => {
  // The registration answer tells the player they may log in now and must confirm before a
  // withdrawal (registration.checkEmail); this is the product behaviour that text describes.
  it('is not needed to log in: the unconfirmed account logs in by e-mail and password', async () => {
    const password = 'Calm-Harbour-51';
    const res = await register('short_reg', {
      email: 'unconfirmed@example.com',
      password,
      currency_id: 10,
      'agree-policy': true,
    });
    expect(res.json()).toEqual({ status: 'check_email' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: 'unconfirmed@example.com', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, need_two_factor: false });
    const cookie = login.cookies.find((c) => c.name === 'fl_session');
    const me = await t.app.inject({
      url: '/web-api/session-api/sessions/user',
      cookies: { fl_session: cookie?.value ?? '' },
    });
    expect(me.json().data.attributes).toMatchObject({ email: 'unconfirmed@example.com', email_verified: false });
  });
});

describe('registration switch', () => {
  it('refuses every registration while registration is switched off', async () => {
    await patchBrandConfig(t, 'meridian', 'registration', {
      isRegistrationAllowed: false,
      registrationTypes: ['full_reg', 'phone_reg'],
    });
    const headers = { host: 'meridian.localhost' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/web/registration/v1/register/full_reg',
      payload: { fields: valid() },
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Registration is closed', error_code: 'registration_closed' });
    const code = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/web/registration/v1/phone-code',
      payload: { phone: '15123456789', country: 'de' },
      headers,
    });
    expect(code.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/web-api/api/web/registration/v1/types', headers })).json().data.attributes.types,
    ).toEqual([]);
  });
});
