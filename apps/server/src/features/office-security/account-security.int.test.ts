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

const auditActions = async (userId: number) =>
  (
    await t.database.query<{ action: string }>('select action from audit_log where actor = $1 order by id', [
      `user:${userId}`,
    ])
  ).map((r) => r.action);

describe('secure question', () => {
  it('lists the 8 seeded questions in the requested language', async () => {
    const token = await login(t, await seedUser(t));
    const ru = (await postAs(t, token, '/web-api/officeapi/getsecurequestions?lang=ru')).json() as {
      questions: { id: number; key: string; text: string }[];
    };
    const ar = (await postAs(t, token, '/web-api/officeapi/getsecurequestions?lang=ar')).json() as typeof ru;
    expect(ru.questions).toHaveLength(8);
    expect(ru.questions[0]).toMatchObject({
      id: 1,
      key: 'secure_question.mother_maiden_name',
      text: 'Девичья фамилия матери?',
    });
    expect(ar.questions[0]?.text).not.toBe(ru.questions[0]?.text);
  });

  it('sets an offered question with the password, then shows it', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const body = { question_id: 2, answer: 'Rex', answer_repeat: ' rex ' };
    expect((await postAs(t, token, '/web-api/officeapi/setanswertosecurequestion', body)).json()).toMatchObject({
      error_code: 'reauth_required',
    });
    const wrong = await postAs(t, token, '/web-api/officeapi/setanswertosecurequestion', {
      ...body,
      password: 'wrong password!',
    });
    expect(wrong.json()).toMatchObject({ validation_errors: { password: 'incorrect_password' } });
    const res = await postAs(t, token, '/web-api/officeapi/setanswertosecurequestion', {
      ...body,
      password: u.password,
    });
    expect(res.statusCode).toBe(200);
    const shown = await postAs(t, token, '/web-api/officeapi/getUserSecureQuestion?lang=en');
    expect(shown.json()).toEqual({ secure_question: 'What was the name of your first pet?' });
    const [row] = await t.database.query<{ secure_answer_hash: string }>(
      'select secure_answer_hash from users where id = $1',
      [u.id],
    );
    expect(row?.secure_answer_hash).toMatch(/^\$argon2id\$/);
    expect((await outboxTo(t, u.email))[0]?.body).toContain('secure question');
    expect(await auditActions(u.id)).toContain('security.secure_question.set');
  });

  it('sets a custom question and refuses answers that differ', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const mismatch = await postAs(t, token, '/web-api/officeapi/setanswertocustomsecurequestion', {
      question: 'Street of my first flat?',
      answer: 'Lenina',
      answer_repeat: 'Pushkina',
      password: u.password,
    });
    expect(mismatch.json()).toMatchObject({ validation_errors: { answer_repeat: 'fields_not_equal' } });
    await postAs(t, token, '/web-api/officeapi/setanswertocustomsecurequestion', {
      question: 'Street of my first flat?',
      answer: 'Lenina',
      answer_repeat: 'LENINA',
      password: u.password,
    });
    expect((await postAs(t, token, '/web-api/officeapi/getUserSecureQuestion')).json()).toEqual({
      secure_question: 'Street of my first flat?',
    });
  });
});

describe('login (e-mail) change', () => {
  it('sends a code to the new address and a notice to the old one, and applies only after the code', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    const newEmail = `new${u.id}@example.com`;
    const start = await postAs(t, token, '/web-api/officeapi/account/login', {
      login: newEmail,
      auth_by_email: true,
      password: u.password,
    });
    expect(start.json()).toEqual({ success: true, need_confirm: true, code_length: 6 });
    expect((await outboxTo(t, u.email))[0]?.body).toContain('change of your account e-mail');
    const [before] = await t.database.query<{ email: string }>('select email from users where id = $1', [u.id]);
    expect(before?.email).toBe(u.email);

    const code = await lastCodeTo(t, newEmail);
    const wrong = await postAs(t, token, '/web-api/officeapi/account/login/confirm', {
      confirm_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ validation_errors: { confirm_code: 'auth_incorrect_code' } });
    const done = await postAs(t, token, '/web-api/officeapi/account/login/confirm', { confirm_code: code });
    expect(done.json()).toEqual({ success: true, email: newEmail });
    const [after] = await t.database.query<{ email: string; auth_by_email: boolean }>(
      'select email, auth_by_email from users where id = $1',
      [u.id],
    );
    expect(after).toEqual({ email: newEmail, auth_by_email: true });
    expect((await outboxTo(t, u.email))[0]?.body).toContain(`changed to ${newEmail}`);
    expect(await auditActions(u.id)).toContain('security.email.changed');
  });

  it('refuses an e-mail another account uses', async () => {
    const [u, other] = [await seedUser(t), await seedUser(t)];
    const res = await postAs(t, await login(t, u), '/web-api/officeapi/account/login', {
      login: other.email,
      password: u.password,
    });
    expect(res.json()).toMatchObject({ validation_errors: { login: 'email_taken' } });
  });
});

describe('auth by e-mail setting', () => {
  it('switches on freely, needs the password to switch off, and notifies both times', async () => {
    const u = await seedUser(t);
    const token = await login(t, u);
    expect(
      (await postAs(t, token, '/web-api/officeapi/savesetting', { setting_id: 'auth_by_email', setting_value: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await postAs(t, token, '/web-api/officeapi/saveSetting', { disable_auth_by_email: true })).json(),
    ).toMatchObject({ error_code: 'reauth_required' });
    expect(
      (await postAs(t, token, '/web-api/officeapi/saveSetting', { disable_auth_by_email: true, password: u.password }))
        .statusCode,
    ).toBe(200);
    const notices = (await outboxTo(t, u.email)).map((m) => m.body);
    expect(notices.some((b) => b.includes('switched on'))).toBe(true);
    expect(notices.some((b) => b.includes('switched off'))).toBe(true);
  });
});

describe('access', () => {
  it('refuses every office security call without a session', async () => {
    for (const url of [
      '/web-api/officeapi/gettwofactorqrcodeurl',
      '/web-api/officeapi/getsecurequestions',
      '/web-api/officeapi/account/login/confirm',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { confirm_code: '123456' } });
      expect(res.statusCode).toBe(401);
    }
  });

  it("cannot confirm another user's e-mail change with the code sent for it", async () => {
    const [victim, attacker] = [await seedUser(t), await seedUser(t)];
    const victimToken = await login(t, victim);
    const target = `target${victim.id}@example.com`;
    await postAs(t, victimToken, '/web-api/officeapi/account/login', { login: target, password: victim.password });
    const code = await lastCodeTo(t, target);
    const res = await postAs(t, await login(t, attacker), '/web-api/officeapi/account/login/confirm', {
      confirm_code: code,
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.query<{ email: string }>('select email from users where id = $1', [attacker.id]);
    expect(row?.email).toBe(attacker.email);
  });

  it('refuses a cookie-authenticated change without the CSRF header', async () => {
    const token = await login(t, await seedUser(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/gettwofactorqrcodeurl',
      headers: { cookie: `fl_session=${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
