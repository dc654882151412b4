import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRegistrationTestApp,
  patchBrandConfig,
  type RegistrationTestApp,
  solvedCaptcha,
} from '../registration/registration.testing';
import { hashPassword } from './password';
import { CAPTCHA_AFTER_FAILURES, IP_CAPTCHA_AFTER_FAILURES, IP_FAILURE_LIMIT, PAIR_FAILURE_LIMIT } from './rate-limit';

// Brute force without self-inflicted denial of service: the captcha after three failures, a hard lock
// per account and address pair, the owner told by e-mail. The captcha is the real proof of work at a
// tiny difficulty, solved here as the browser solves it.

let t: RegistrationTestApp;
let brandId: number;
beforeAll(async () => {
  t = await createRegistrationTestApp();
  const [brand] = await t.database.query<{ id: number }>("select id from brands where slug = 'fairline'");
  brandId = brand!.id;
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
let seq = 0;

async function seedUser() {
  seq += 1;
  const tag = `${process.pid}${seq}${Math.floor(Math.random() * 1e6)}`;
  const email = `lock${tag}@example.com`;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type)
     values ($1, $2, $3, $4, 'kz', 1, 'full_reg') returning id`,
    [brandId, email, `7${tag.padStart(10, '0').slice(-10)}`, await hashPassword(PASSWORD)],
  );
  return { id: Number(row!.id), email };
}

function auth(login: string, password: string, ip: string, captcha?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    payload: { login, password, ...(captcha ? { captcha } : {}) },
    remoteAddress: ip,
  });
}

/** A wrong password with a solved captcha (the captcha is needed from the fourth failure on). */
async function fail(login: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await auth(login, `wrong password ${i}`, ip, await solvedCaptcha(t.app));
    expect(res.statusCode, res.body).toBe(401);
  }
}

const failureCount = async (userId: number) =>
  (
    await t.database.query<{ n: number }>('select count(*)::int as n from login_failures where user_id = $1', [userId])
  )[0]!.n;

const withoutRequestId = (res: LightMyRequestResponse) => {
  const { request_id: _, ...rest } = res.json() as Record<string, unknown>;
  return rest;
};

const mailsTo = (email: string) =>
  t.database.query<{ subject: string; body: string }>(
    "select subject, body from outbox_messages where recipient = $1 and channel = 'email' order by id",
    [email],
  );

describe('captcha after three failed logins', () => {
  it('asks for the captcha after three failures before checking the password, and counts nothing without it', async () => {
    const u = await seedUser();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
      expect((await auth(u.email, `wrong ${i} password`, '10.60.0.1')).statusCode).toBe(401);
    }
    const bare = await auth(u.email, PASSWORD, '10.60.0.1');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      error_code: 'captcha_required',
      validation_errors: { captcha: 'captcha_required' },
    });
    expect(await failureCount(u.id)).toBe(CAPTCHA_AFTER_FAILURES);
    const solved = await auth(u.email, PASSWORD, '10.60.0.1', await solvedCaptcha(t.app));
    expect(solved.statusCode).toBe(200);
  });

  it('needs it on every address once the login has failed three times', async () => {
    const u = await seedUser();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await auth(u.email, `wrong ${i} password`, `10.61.0.${i}`);
    expect((await auth(u.email, PASSWORD, '10.61.1.1')).json()).toMatchObject({ error_code: 'captcha_required' });
  });

  it('refuses a forged or replayed captcha like a missing one', async () => {
    const u = await seedUser();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await auth(u.email, `wrong ${i} password`, '10.62.0.1');
    expect((await auth(u.email, PASSWORD, '10.62.0.1', 'forged-token')).statusCode).toBe(400);
    const token = await solvedCaptcha(t.app);
    expect((await auth(u.email, 'still wrong password', '10.62.0.1', token)).statusCode).toBe(401);
    expect((await auth(u.email, PASSWORD, '10.62.0.1', token)).json()).toMatchObject({
      error_code: 'captcha_required',
    });
  });

  it('asks an unknown login for the captcha exactly as a known one, so the answer tells nothing', async () => {
    const u = await seedUser();
    const ghost = `ghost-${u.id}@example.com`;
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
      await auth(u.email, `wrong ${i} password`, `10.63.0.${i}`);
      await auth(ghost, `wrong ${i} password`, `10.63.1.${i}`);
    }
    const known = await auth(u.email, 'another guess here', '10.63.2.1');
    const unknown = await auth(ghost.toUpperCase(), 'another guess here', '10.63.2.2');
    expect(known.statusCode).toBe(400);
    expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known));
  });

  it(`asks an address for the captcha after ${IP_CAPTCHA_AFTER_FAILURES} failures on any logins (credential stuffing)`, async () => {
    const ip = '10.64.0.1';
    for (let i = 0; i < IP_CAPTCHA_AFTER_FAILURES; i++) await auth(`stuffed${i}@example.com`, 'leaked password', ip);
    const u = await seedUser();
    expect((await auth(u.email, PASSWORD, ip)).json()).toMatchObject({ error_code: 'captcha_required' });
    expect((await auth(u.email, PASSWORD, '10.64.0.2')).statusCode).toBe(200);
  });

  it('uses the invisible proof of work when the brand has switched captchas off', async () => {
    await patchBrandConfig(t, 'fairline', 'captcha', { type: 'disabled' });
    try {
      const u = await seedUser();
      for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await auth(u.email, `wrong ${i} password`, '10.65.0.1');
      expect((await auth(u.email, PASSWORD, '10.65.0.1')).json()).toMatchObject({ error_code: 'captcha_required' });
      expect((await auth(u.email, PASSWORD, '10.65.0.1', await solvedCaptcha(t.app))).statusCode).toBe(200);
    } finally {
      await patchBrandConfig(t, 'fairline', 'captcha', { type: 'custom' });
    }
  });
});

describe('hard lock-out per account and address', () => {
  it(`locks the account for the address after ${PAIR_FAILURE_LIMIT} failures, even with the right password, while the owner signs in elsewhere`, async () => {
    const u = await seedUser();
    await fail(u.email, '10.70.0.1', PAIR_FAILURE_LIMIT);
    const locked = await auth(u.email, PASSWORD, '10.70.0.1', await solvedCaptcha(t.app));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error_code: 'account_locked' });
    const owner = await auth(u.email, PASSWORD, '10.70.0.2', await solvedCaptcha(t.app));
    expect(owner.statusCode).toBe(200);
  });

  it('locks an unknown login for the address the same way (no account enumeration)', async () => {
    const ghost = `nobody-${Date.now()}@example.com`;
    await fail(ghost, '10.71.0.1', PAIR_FAILURE_LIMIT);
    const res = await auth(ghost, PASSWORD, '10.71.0.1', await solvedCaptcha(t.app));
    expect(res.json()).toMatchObject({ error_code: 'account_locked' });
  });

  it('e-mails the owner when the account is locked, once per lock window however many addresses lock it', async () => {
    const u = await seedUser();
    await fail(u.email, '10.72.0.1', PAIR_FAILURE_LIMIT - 1);
    expect(await mailsTo(u.email)).toEqual([]);
    await fail(u.email, '10.72.0.1', 1);
    const [mail, ...more] = await mailsTo(u.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Fairline: security notice');
    expect(mail?.body).toContain('10.72.0.1');
    expect(mail?.body).toContain(`${PAIR_FAILURE_LIMIT} failed sign-in attempts`);
    await fail(u.email, '10.72.0.2', PAIR_FAILURE_LIMIT);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it(`refuses an address after ${IP_FAILURE_LIMIT} failures, whatever the account`, async () => {
    const ip = '10.73.0.1';
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const res = await auth(`ghost${i}@example.com`, 'wrong password here', ip, await solvedCaptcha(t.app));
      expect(res.statusCode).toBe(401);
    }
    const u = await seedUser();
    expect((await auth(u.email, PASSWORD, ip, await solvedCaptcha(t.app))).statusCode).toBe(429);
    expect((await auth(u.email, PASSWORD, '10.73.0.2')).statusCode).toBe(200);
  });
});
