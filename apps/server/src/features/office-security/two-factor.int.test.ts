import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOfficeTestApp,
  lastCodeTo,
  login,
  outboxTo,
  postAs,
  type SecurityTestApp,
  seedUser,
} from './office-security.testing';

let t: SecurityTestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const totpOf = (base32: string) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function startSetup(token: string) {
  const res = await postAs(t, token, '/web-api/officeapi/gettwofactorqrcodeurl');
  expect(res.statusCode).toBe(200);
  return res.json() as { qr_code_url: string; qr_link: string; code: string };
}

describe('two-factor enable', () => {
  it('answers a QR code, an otpauth link and the secret, pending until confirmed', async () => {
    const u = await seedUser(t);
    const setup = await startSetup(await login(t, u));
    expect(setup.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(setup.qr_link).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.qr_link).toContain(setup.code);
    const [row] = await t.database.query<{ totp_enabled: boolean }>('select totp_enabled from users where id = $1', [
      u.id,
    ]);
    expect(row?.totp_enabled).toBe(false);
  });

  it('puts a wrong sms code on the sms field with error_code 2', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const setup = await startSetup(token);
    const sms = await postAs(t, token, '/web-api/officeapi/sendSmsForTwoFactorActivation');
    expect(sms.json()).toMatchObject({ code_length: 6 });
    const code = await lastCodeTo(t, u.phone ?? '');
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthenable', {
      app_code: totpOf(setup.code).generate(),
      sms_code: otherThan(code),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 2, validation_errors: { sms_code: 'auth_incorrect_code' } });
  });

  it('puts a wrong app code on the app code field (not error_code 2)', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const setup = await startSetup(token);
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthenable', {
      app_code: otherThan(totpOf(setup.code).generate()),
      sms_code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).not.toBe(2);
    expect(res.json().validation_errors).toEqual({ app_code: 'auth_incorrect_code' });
  });

  it('switches 2FA on with the app and SMS codes, answers the recovery hash and notifies', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const setup = await startSetup(token);
    await postAs(t, token, '/web-api/officeapi/sendSmsForTwoFactorActivation');
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthenable', {
      app_code: totpOf(setup.code).generate(),
      sms_code: await lastCodeTo(t, u.phone ?? ''),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hash).toMatch(/^[0-9a-f]{30}$/);
    const [row] = await t.database.query<{ totp_enabled: boolean; totp_secret: string }>(
      'select totp_enabled, totp_secret from users where id = $1',
      [u.id],
    );
    expect(row).toEqual({ totp_enabled: true, totp_secret: setup.code });
    expect((await outboxTo(t, u.email))[0]?.body).toContain('switched on');
    const login2fa = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: u.email, password: u.password },
    });
    expect(login2fa.json()).toMatchObject({ need_two_factor: true });
  });

  it('asks an account without a phone for the password instead of an SMS code', async () => {
    const u = await seedUser(t, { phone: null });
    const token = await login(t, u);
    const setup = await startSetup(token);
    const app_code = totpOf(setup.code).generate();
    expect((await postAs(t, token, '/web-api/officeapi/twofactorauthenable', { app_code })).json()).toMatchObject({
      error_code: 'reauth_required',
    });
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthenable', { app_code, password: u.password });
    expect(res.statusCode).toBe(200);
  });
});

describe('two-factor disable', () => {
  async function enabled() {
    const u = await seedUser(t, { phone: null });
    const token = await login(t, u);
    const setup = await startSetup(token);
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthenable', {
      app_code: totpOf(setup.code).generate(),
      password: u.password,
    });
    return { u, token, secret: setup.code, hash: (res.json() as { hash: string }).hash };
  }

  it('switches 2FA off with the recovery hash and notifies', async () => {
    const { u, token, hash } = await enabled();
    expect(
      (await postAs(t, token, '/web-api/officeapi/twofactorauthdisable', { hash: 'not-the-hash' })).json(),
    ).toMatchObject({
      validation_errors: { hash: 'auth_incorrect_code' },
    });
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthdisable', { hash });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.query<{ totp_enabled: boolean; totp_secret: string | null }>(
      'select totp_enabled, totp_secret from users where id = $1',
      [u.id],
    );
    expect(row).toEqual({ totp_enabled: false, totp_secret: null });
    expect((await outboxTo(t, u.email))[0]?.body).toContain('switched off');
    const actions = await t.database.query<{ action: string }>(
      'select action from audit_log where actor = $1 order by id',
      [`user:${u.id}`],
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['security.2fa.enabled', 'security.2fa.disabled']),
    );
  });

  it('refuses the TOTP code that switched 2FA on (each code works once)', async () => {
    const { token, secret } = await enabled();
    const res = await postAs(t, token, '/web-api/officeapi/twofactorauthdisable', { hash: totpOf(secret).generate() });
    expect(res.statusCode).toBe(400);
  });
});
