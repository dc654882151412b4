import {
  activationAnswer,
  activationMailAnswer,
  codeSentAnswer,
  loggedInAnswer,
  loginAnswer,
  okAnswer,
  passwordResetAnswer,
  passwordResetCheckAnswer,
  serviceTokenAnswer,
  sessionUserAnswer,
  userTokenAnswer,
} from '@fairline/shared/wire/auth';
import { disconnectEverywhereAnswer, passwordChangeAnswer, sessionsAnswer } from '@fairline/shared/wire/office';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import {
  type AuthTestApp,
  asUser,
  codeIn,
  createAuthTestApp,
  lastMessageTo,
  login,
  seedUser,
  sessionCookieOf,
} from './auth.testing';

// Every auth route's real answers, for a guest and for a logged-in player, read with the shared wire
// schemas the web types its calls with: a field renamed or dropped on either side fails here.
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each call from its own address, so the per-address limits of one check never touch another. */
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) => {
  ipSeq += 1;
  return t.app.inject({ method, url, payload, headers, remoteAddress: `10.31.${ipSeq >> 8}.${ipSeq & 255}` });
};
const player = async () => {
  const user = await seedUser(t);
  return { user, headers: asUser(await login(t, user.id, user.password)) };
};

describe('the login contract', () => {
  it('answers a password login with the session, and a 2FA account with the auth_id its TOTP step takes', async () => {
    const plain = await seedUser(t);
    const done = readExactWire(
      await call('POST', '/web-api/user/auth', { login: plain.email, password: plain.password }),
      loginAnswer,
    );
    expect(done).toEqual({ success: true, need_two_factor: false, data: { user_id: plain.id } });

    const secret = new Secret({ size: 20 });
    const guarded = await seedUser(t, undefined, { totpSecret: secret.base32 });
    const first = readExactWire(
      await call('POST', '/web-api/user/auth', { login: guarded.email, password: guarded.password }),
      loginAnswer,
    );
    if (!first.need_two_factor) throw new Error('a 2FA account was logged in by its password alone');
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const second = await call('POST', '/web-api/user/twoauth/', { auth_id: first.auth_id, code });
    expect(readExactWire(second, loggedInAnswer).data.user_id).toBe(guarded.id);
    expect(sessionCookieOf(second)).toBeDefined();
  });

  it('answers the SMS code and the SMS login in the shared shapes', async () => {
    const u = await seedUser(t);
    readExactWire(await call('POST', '/web-api/sms-auth/send-code', { phone: u.phone }), codeSentAnswer);
    const code = codeIn((await lastMessageTo(t, u.phone))?.body);
    const done = readExactWire(
      await call('POST', '/web-api/sms-auth/check-code', { phone: u.phone, code }),
      loginAnswer,
    );
    expect(done).toMatchObject({ need_two_factor: false, data: { user_id: u.id } });
  });

  it('refuses a wrong password in the web-api error shape', async () => {
    const u = await seedUser(t);
    const refused = readExactWire(
      await call('POST', '/web-api/user/auth', { login: u.email, password: 'not the password' }),
      webApiError,
      401,
    );
    expect(refused.validation_errors).toEqual({});
  });

  it('logs out a guest and a player with the same answer', async () => {
    const { headers } = await player();
    readExactWire(await call('POST', '/web-api/user/disconnect', {}, headers), okAnswer);
    readExactWire(await call('POST', '/web-api/user/disconnect'), okAnswer);
  });
});

describe('the session and token contract', () => {
  it('describes the logged-in player, auth by e-mail included, and a guest as data null', async () => {
    const { user, headers } = await player();
    await t.database.query('update users set auth_by_email = true where id = $1', [user.id]);
    const me = readExactWire(
      await call('GET', '/web-api/session-api/sessions/user', undefined, headers),
      sessionUserAnswer,
    );
    expect(me.data?.attributes).toMatchObject({ user_id: user.id, email: user.email, auth_by_email: true });
    expect(readExactWire(await call('GET', '/web-api/session-api/sessions/user'), sessionUserAnswer).data).toBeNull();
  });

  it('answers the user token, the service token and its refresh to a player, and refuses a guest', async () => {
    const { headers } = await player();
    readExactWire(await call('GET', '/web-api/user/gettoken', undefined, headers), userTokenAnswer);
    const service = readExactWire(
      await call('GET', '/web-api/api/mobile/v1/token/', undefined, headers),
      serviceTokenAnswer,
    );
    const bearer = { authorization: `Bearer ${service.data.data.attributes.userToken}` };
    readExactWire(await call('POST', '/web-api/api/mobile/v1/token/refresh', {}, bearer), serviceTokenAnswer);
    readExactWire(await call('GET', '/web-api/user/gettoken'), webApiError, 401);
    readExactWire(await call('GET', '/web-api/api/mobile/v1/token/'), webApiError, 403);
  });

  it('lists, closes and ends the other sessions in the office shapes', async () => {
    const { user, headers } = await player();
    await login(t, user.id, user.password);
    const list = readExactWire(
      await call('POST', '/web-api/officeapi/getusersessions', { sessions_quantity: 5 }, headers),
      sessionsAnswer,
    );
    const other = list.active_sessions.find((s) => !s.is_current);
    if (!other) throw new Error('the second session is not listed');
    readExactWire(await call('POST', '/web-api/officeapi/closesession', { session_id: other.id }, headers), okAnswer);
    await login(t, user.id, user.password);
    const ended = readExactWire(
      await call('POST', '/web-api/officeapi/disconnecteverywhere', {}, headers),
      disconnectEverywhereAnswer,
    );
    expect(ended.data.closed).toBe(1);
  });
});

describe('the password and e-mail contract', () => {
  it('answers both password reset steps and the code check in the shared shapes', async () => {
    const u = await seedUser(t);
    const url = '/web-api/api/internal/v1/user/passwordreset';
    const sent = readExactWire(await call('POST', url, { login: u.email }), passwordResetAnswer);
    expect(sent.data.code_length).toBe(6);
    const code = codeIn((await lastMessageTo(t, u.email))?.body);
    const query = new URLSearchParams({ login: u.email, code });
    readExactWire(await call('GET', `${url}?${query}`), passwordResetCheckAnswer);
    const password = 'a brand new passphrase';
    const body = { login: u.email, code, password, password_confirmation: password };
    readExactWire(await call('POST', url, body), passwordResetAnswer);
  });

  it('answers a player’s password change in the shared shape', async () => {
    const { user, headers } = await player();
    const password = 'another fine passphrase';
    const attributes = { old_password: user.password, password, password_confirmation: password };
    const changed = readExactWire(
      await call('PUT', '/web-api/api/web/user/v1/password', { data: { attributes } }, headers),
      passwordChangeAnswer,
    );
    expect(changed.data.attributes.changed).toBe(true);
  });

  it('answers the activation mail to a player and the activation from the mailed link to a guest', async () => {
    const { user, headers } = await player();
    const mail = readExactWire(
      await call('POST', '/web-api/user/sendActivationMail', {}, headers),
      activationMailAnswer,
    );
    expect(mail.data.already_verified).toBe(false);
    const code = codeIn((await lastMessageTo(t, user.email))?.body);
    const activated = readExactWire(
      await call('POST', '/web-api/api/internal/v1/user/activate', { code, user_id: user.id }),
      activationAnswer,
    );
    expect(activated.data.id).toBe(String(user.id));
  });
});
