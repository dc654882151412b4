import { okAnswer } from '@fairline/shared/wire/auth';
import {
  codeSentNotice,
  emailChangeAnswer,
  emailChangeConfirmAnswer,
  phoneChangeAnswer,
  phoneUpdateAnswer,
  phoneUpdateStepAnswer,
  secureQuestionsAnswer,
  twoFactorEnableAnswer,
  twoFactorSetupAnswer,
  userSecureQuestionAnswer,
} from '@fairline/shared/wire/office';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import {
  CAPTCHA_OK,
  createOfficeTestApp,
  getAs,
  lastCodeTo,
  login,
  postAs,
  type SecurityTestApp,
  type SeededUser,
  seedUser,
} from './office-security.testing';
import { hashAnswer } from './secure-answer';

// Every office security route's real answers, for a player and for a guest, read with the shared wire
// schemas the office screens type their calls with.
let t: SecurityTestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh Russian mobile number: 7 and ten digits starting with 9. */
const newPhone = () => `79${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(3, '0')}`;
const totpOf = (base32: string) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });

async function signedIn(opts: { phone?: string | null } = {}): Promise<{ user: SeededUser; token: string }> {
  const user = await seedUser(t, opts);
  return { user, token: await login(t, user) };
}

describe('the office security contract for a player', () => {
  it('answers the two-factor setup, its SMS, switching on and switching off in the shared shapes', async () => {
    const { user, token } = await signedIn();
    const setup = readExactWire(
      await postAs(t, token, '/web-api/officeapi/gettwofactorqrcodeurl'),
      twoFactorSetupAnswer,
    );
    readExactWire(await postAs(t, token, '/web-api/officeapi/sendSmsForTwoFactorActivation'), codeSentNotice);
    const sms = await lastCodeTo(t, user.phone ?? '');
    const totp = totpOf(setup.code);
    const on = readExactWire(
      await postAs(t, token, '/web-api/officeapi/twofactorauthenable', { app_code: totp.generate(), sms_code: sms }),
      twoFactorEnableAnswer,
    );
    readExactWire(await postAs(t, token, '/web-api/officeapi/twofactorauthdisable', { hash: on.hash }), okAnswer);
  });

  it('answers the secure questions and setting an offered or an own question in the shared shapes', async () => {
    const { user, token } = await signedIn();
    const none = readExactWire(
      await postAs(t, token, '/web-api/officeapi/getUserSecureQuestion?lang=en'),
      userSecureQuestionAnswer,
    );
    expect(none.secure_question).toBeNull();
    const { questions } = readExactWire(
      await postAs(t, token, '/web-api/officeapi/getsecurequestions?lang=en'),
      secureQuestionsAnswer,
    );
    const answer = { answer: 'Rex', answer_repeat: 'Rex', password: user.password };
    const offered = { question_id: questions[0]?.id, ...answer };
    readExactWire(await postAs(t, token, '/web-api/officeapi/setanswertosecurequestion', offered), okAnswer);
    const own = { question: 'My first pet?', ...answer };
    readExactWire(await postAs(t, token, '/web-api/officeapi/setanswertocustomsecurequestion', own), okAnswer);
    const set = readExactWire(
      await postAs(t, token, '/web-api/officeapi/getUserSecureQuestion?lang=en'),
      userSecureQuestionAnswer,
    );
    expect(set.secure_question).toBe('My first pet?');
  });

  it('answers the e-mail change, its confirmation and both auth-by-e-mail settings in the shared shapes', async () => {
    const { user, token } = await signedIn();
    const email = `new${user.id}@example.com`;
    const started = readExactWire(
      await postAs(t, token, '/web-api/officeapi/account/login', { login: email, password: user.password }),
      emailChangeAnswer,
    );
    expect(started.need_confirm).toBe(true);
    const [mail] = await t.database.query<{ body: string }>(
      'select body from outbox_messages where recipient = $1 order by id desc limit 1',
      [email],
    );
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const confirmed = readExactWire(
      await postAs(t, token, '/web-api/officeapi/account/login/confirm', { confirm_code: code }),
      emailChangeConfirmAnswer,
    );
    expect(confirmed.email).toBe(email);
    const on = { setting_id: 'auth_by_email', setting_value: true };
    readExactWire(await postAs(t, token, '/web-api/officeapi/savesetting', on), okAnswer);
    const off = { disable_auth_by_email: true, password: user.password };
    readExactWire(await postAs(t, token, '/web-api/officeapi/saveSetting', off), okAnswer);
  });

  it('answers the phone binding and the v1 and v2 phone change steps in the shared shapes', async () => {
    const { user, token } = await signedIn({ phone: null });
    const bound = newPhone();
    const binding = { phone_number: bound, password: user.password };
    readExactWire(
      await postAs(t, token, '/web-api/api/internal/v2/phone-actions/create-phone-number', binding, CAPTCHA_OK),
      codeSentNotice,
    );
    const confirm = { phone_number: bound, confirm_code: await lastCodeTo(t, bound) };
    readExactWire(
      await postAs(t, token, '/web-api/v1/phoneActions/createPhoneNumber/confirm', confirm, CAPTCHA_OK),
      okAnswer,
    );

    readExactWire(
      await postAs(t, token, '/web-api/v1/phoneActions/updatePhoneNumber/sendCode', {}, CAPTCHA_OK),
      codeSentNotice,
    );
    const current = { confirm_code: await lastCodeTo(t, bound) };
    readExactWire(
      await postAs(t, token, '/web-api/v1/phoneActions/updatePhoneNumber/confirm', current, CAPTCHA_OK),
      okAnswer,
    );

    const url = '/web-api/v2/phone-actions/update-phone-number';
    const next = newPhone();
    const sent = readExactWire(await postAs(t, token, url, { phone_number: next }, CAPTCHA_OK), phoneChangeAnswer);
    expect(sent).toMatchObject({ code_length: 6 });
    const apply = { phone_number: next, confirm_code: await lastCodeTo(t, next) };
    expect(readExactWire(await postAs(t, token, url, apply, CAPTCHA_OK), phoneChangeAnswer)).toEqual({ success: true });
  });

  it('answers the v3 phone change and both of its checks in the shared shapes', async () => {
    const { user, token } = await signedIn();
    await t.database.query("update users set secure_question = 'Pet?', secure_answer_hash = $2 where id = $1", [
      user.id,
      await hashAnswer('Rex'),
    ]);
    const national = newPhone().slice(1);
    const update = { phone: national, country_code: 'ru', password: user.password };
    const sent = readExactWire(
      await postAs(t, token, '/web-api/v3/phone-number/update', update, CAPTCHA_OK),
      phoneUpdateAnswer,
    );
    expect(sent.need_user_answer).toBe(true);
    const code = await lastCodeTo(t, `7${national}`);
    const base = '/web-api/v3/phone-number/update';
    const checked = readExactWire(
      await getAs(t, token, `${base}/check-confirm-code?confirm_code=${code}`, CAPTCHA_OK),
      phoneUpdateStepAnswer,
    );
    expect(checked.applied).toBe(false);
    const answered = readExactWire(
      await getAs(t, token, `${base}/check-user-answer?user_answer=rex`, CAPTCHA_OK),
      phoneUpdateStepAnswer,
    );
    expect(answered.applied).toBe(true);
  });
});

describe('the office security contract for a guest', () => {
  it.each([
    ['POST', '/web-api/officeapi/gettwofactorqrcodeurl'],
    ['POST', '/web-api/officeapi/getsecurequestions'],
    ['POST', '/web-api/officeapi/getUserSecureQuestion'],
    ['POST', '/web-api/v1/phoneActions/updatePhoneNumber/sendCode'],
    ['GET', '/web-api/v3/phone-number/update/check-confirm-code?confirm_code=123456'],
  ] as const)('refuses %s %s with 401 in the web-api error shape', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: CAPTCHA_OK });
    readExactWire(res, webApiError, 401);
  });
});
