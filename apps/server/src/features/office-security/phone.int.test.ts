import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_OK,
  createOfficeTestApp,
  getAs,
  lastCodeTo,
  login,
  outboxTo,
  postAs,
  type SecurityTestApp,
  seedUser,
} from './office-security.testing';
import { hashAnswer } from './secure-answer';

let t: SecurityTestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh Russian mobile number: 7 and ten digits starting with 9. */
const newPhone = () => `79${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(3, '0')}`;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const phoneOf = async (userId: number) =>
  (await t.database.query<{ phone: string | null }>('select phone from users where id = $1', [userId]))[0]?.phone;
const withAnswer = async (userId: number, answer: string) =>
  t.database.query("update users set secure_question = 'Pet?', secure_answer_hash = $2 where id = $1", [
    userId,
    await hashAnswer(answer),
  ]);

describe('phone binding', () => {
  it('needs the captcha header', async () => {
    const u = await seedUser(t, { phone: null });
    const res = await postAs(t, await login(t, u), '/web-api/api/internal/v2/phone-actions/create-phone-number', {
      phone_number: newPhone(),
      password: u.password,
    });
    expect(res.json()).toMatchObject({ validation_errors: { captcha: 'captcha_required' } });
  });

  it('binds a phone with the password and the code sent to it, and notifies by e-mail and SMS', async () => {
    const u = await seedUser(t, { phone: null });
    const token = await login(t, u);
    const phone = newPhone();
    const noPassword = await postAs(
      t,
      token,
      '/web-api/api/internal/v2/phone-actions/create-phone-number',
      { phone_number: phone },
      CAPTCHA_OK,
    );
    expect(noPassword.json()).toMatchObject({ error_code: 'reauth_required' });
    const sent = await postAs(
      t,
      token,
      '/web-api/api/internal/v2/phone-actions/create-phone-number',
      { phone_number: `+${phone}`, password: u.password },
      CAPTCHA_OK,
    );
    expect(sent.json()).toMatchObject({ code_length: 6 });
    const code = await lastCodeTo(t, phone);
    const confirm = (confirm_code: string) =>
      postAs(
        t,
        token,
        '/web-api/v1/phoneActions/createPhoneNumber/confirm',
        { phone_number: phone, confirm_code, is_send_sms_to_apps: 1 },
        CAPTCHA_OK,
      );
    expect((await confirm(wrongCode(code))).json()).toMatchObject({
      validation_errors: { confirm_code: 'auth_incorrect_code' },
    });
    expect((await confirm(code)).statusCode).toBe(200);
    expect(await phoneOf(u.id)).toBe(phone);
    expect((await outboxTo(t, u.email))[0]?.body).toContain(`***${phone.slice(-4)}`);
    expect((await outboxTo(t, phone))[0]?.body).toContain('phone number of your account');
    const [audit] = await t.database.query<{ details: { phone: string } }>(
      "select details from audit_log where actor = $1 and action = 'security.phone.bound'",
      [`user:${u.id}`],
    );
    expect(audit?.details.phone).toBe(`***${phone.slice(-4)}`);
  });

  it('refuses a number another account uses, with the shared phone rules first', async () => {
    const [u, other] = [await seedUser(t, { phone: null }), await seedUser(t)];
    const token = await login(t, u);
    const short = await postAs(
      t,
      token,
      '/web-api/api/internal/v2/phone-actions/create-phone-number',
      { phone_number: '123', password: u.password },
      CAPTCHA_OK,
    );
    expect(short.json()).toMatchObject({ validation_errors: { phone_number: 'phone_min_length' } });
    const taken = await postAs(
      t,
      token,
      '/web-api/api/internal/v2/phone-actions/create-phone-number',
      { phone_number: other.phone ?? '', password: u.password },
      CAPTCHA_OK,
    );
    expect(taken.json()).toMatchObject({ validation_errors: { phone_number: 'phone_taken' } });
  });
});

describe('phone change', () => {
  it('v1: a code to the current phone replaces the password, then the new number is confirmed; both numbers are told', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const sent = await postAs(t, token, '/web-api/v1/phoneActions/updatePhoneNumber/sendCode', {}, CAPTCHA_OK);
    expect(sent.json()).toEqual({ message: 'The code has been sent by SMS', code_length: 6 });
    const current = await lastCodeTo(t, u.phone ?? '');
    expect(
      (
        await postAs(
          t,
          token,
          '/web-api/v1/phoneActions/updatePhoneNumber/confirm',
          { confirm_code: current },
          CAPTCHA_OK,
        )
      ).statusCode,
    ).toBe(200);
    const phone = newPhone();
    expect(
      (
        await postAs(
          t,
          token,
          '/web-api/api/internal/v2/phone-actions/create-phone-number',
          { phone_number: phone },
          CAPTCHA_OK,
        )
      ).statusCode,
    ).toBe(200);
    const code = await lastCodeTo(t, phone);
    expect(
      (
        await postAs(
          t,
          token,
          '/web-api/v1/phoneActions/createPhoneNumber/confirm',
          { phone_number: phone, confirm_code: code },
          CAPTCHA_OK,
        )
      ).statusCode,
    ).toBe(200);
    expect(await phoneOf(u.id)).toBe(phone);
    expect((await outboxTo(t, u.phone ?? ''))[0]?.body).toContain('phone number of your account is now');
    expect((await outboxTo(t, phone))[0]?.body).toContain('phone number of your account is now');
  });

  it('v2: applies with the code sent to the new number and the secure answer', async () => {
    const u = await seedUser(t);
    await withAnswer(u.id, 'Rex');
    const token = await login(t, u);
    const phone = newPhone();
    const url = '/web-api/v2/phone-actions/update-phone-number';
    expect(
      (await postAs(t, token, url, { phone_number: phone, password: u.password }, CAPTCHA_OK)).json(),
    ).toMatchObject({ code_length: 6 });
    const code = await lastCodeTo(t, phone);
    const wrongAnswer = await postAs(
      t,
      token,
      url,
      { phone_number: phone, confirm_code: code, user_answer: 'Rax' },
      CAPTCHA_OK,
    );
    expect(wrongAnswer.json()).toMatchObject({ validation_errors: { user_answer: 'incorrect_answer' } });
    expect(await phoneOf(u.id)).toBe(u.phone);
    const ok = await postAs(
      t,
      token,
      url,
      { phone_number: phone, confirm_code: code, user_answer: '  REX ' },
      CAPTCHA_OK,
    );
    expect(ok.statusCode).toBe(200);
    expect(await phoneOf(u.id)).toBe(phone);
  });

  it('v3: code check, then the secure answer check applies the change', async () => {
    const u = await seedUser(t);
    await withAnswer(u.id, 'Rex');
    const token = await login(t, u);
    const national = newPhone().slice(1);
    const sent = await postAs(
      t,
      token,
      '/web-api/v3/phone-number/update',
      { phone: national, country_code: 'ru', password: u.password },
      CAPTCHA_OK,
    );
    expect(sent.json()).toMatchObject({ code_length: 6, need_user_answer: true });
    const early = await getAs(
      t,
      token,
      '/web-api/v3/phone-number/update/check-user-answer?user_answer=rex',
      CAPTCHA_OK,
    );
    expect(early.json()).toMatchObject({ error_code: 'code_not_confirmed' });
    const code = await lastCodeTo(t, `7${national}`);
    const checked = await getAs(
      t,
      token,
      `/web-api/v3/phone-number/update/check-confirm-code?confirm_code=${code}`,
      CAPTCHA_OK,
    );
    expect(checked.json()).toEqual({ success: true, applied: false, need_user_answer: true });
    const answered = await getAs(
      t,
      token,
      '/web-api/v3/phone-number/update/check-user-answer?user_answer=rex',
      CAPTCHA_OK,
    );
    expect(answered.json()).toEqual({ success: true, applied: true, need_user_answer: false });
    expect(await phoneOf(u.id)).toBe(`7${national}`);
  });

  it('v3: without a secure question the code check applies the change', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const national = newPhone().slice(1);
    await postAs(
      t,
      token,
      '/web-api/v3/phone-number/update',
      { phone: national, country_code: 'RU', password: u.password },
      CAPTCHA_OK,
    );
    const code = await lastCodeTo(t, `7${national}`);
    const checked = await getAs(
      t,
      token,
      `/web-api/v3/phone-number/update/check-confirm-code?confirm_code=${code}`,
      CAPTCHA_OK,
    );
    expect(checked.json()).toMatchObject({ applied: true });
  });

  it("cannot use another user's pending change or code", async () => {
    const [victim, attacker] = [await seedUser(t), await seedUser(t)];
    const victimToken = await login(t, victim);
    const phone = newPhone();
    await postAs(
      t,
      victimToken,
      '/web-api/v2/phone-actions/update-phone-number',
      { phone_number: phone, password: victim.password },
      CAPTCHA_OK,
    );
    const code = await lastCodeTo(t, phone);
    const attackerToken = await login(t, attacker);
    const res = await postAs(
      t,
      attackerToken,
      '/web-api/v1/phoneActions/createPhoneNumber/confirm',
      { phone_number: phone, confirm_code: code },
      CAPTCHA_OK,
    );
    expect(res.statusCode).toBe(400);
    expect(await phoneOf(attacker.id)).toBe(attacker.phone);
    expect(await phoneOf(victim.id)).toBe(victim.phone);
  });
});
