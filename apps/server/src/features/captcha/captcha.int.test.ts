import type { CaptchaSettings } from '@fairline/shared/config';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../../infra/db';
import {
  createRegistrationTestApp,
  type RegistrationTestApp,
  solvedCaptcha,
} from '../registration/registration.testing';
import { createCaptcha } from './captcha.service';
import type { FetchLike } from './siteverify';

const settings = (type: CaptchaSettings['type'], siteKeys: CaptchaSettings['siteKeys'] = {}): CaptchaSettings => ({
  type,
  siteKeys,
});

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

describe('self-hosted proof-of-work captcha', () => {
  it('serves a signed, expiring challenge and no caching', async () => {
    const res = await t.app.inject({ url: '/puzzle-api/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const captcha = createCaptcha({ database: t.database });
    const token = await solvedCaptcha(t.app);
    expect(await captcha.check(settings('custom'), token)).toBe('ok');
    expect(await captcha.check(settings('custom'), token)).toBe('invalid');
  });

  it('refuses a missing, malformed, tampered or wrongly solved token', async () => {
    const captcha = createCaptcha({ database: t.database });
    expect(await captcha.check(settings('painPuzzle'), undefined)).toBe('missing');
    expect(await captcha.check(settings('huntCaptcha'), 'not-base64-json')).toBe('invalid');
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString());
    const wrong = { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } };
    expect(await captcha.check(settings('custom'), Buffer.from(JSON.stringify(wrong)).toString('base64'))).toBe(
      'invalid',
    );
    const tampered = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 9_999_999_999 } },
    };
    expect(await captcha.check(settings('custom'), Buffer.from(JSON.stringify(tampered)).toString('base64'))).toBe(
      'invalid',
    );
    expect(await captcha.check(settings('custom'), 'x'.repeat(10_000))).toBe('invalid');
  });

  it('refuses a solution of a challenge signed by another key', async () => {
    const token = await solvedCaptcha(t.app);
    const other = createCaptcha({ database: t.database, pow: { hmacSecret: 'another-key' } });
    expect(await other.check(settings('custom'), token)).toBe('invalid');
  });

  it('shares its key between instances through the database', async () => {
    const token = await solvedCaptcha(t.app);
    expect(await createCaptcha({ database: t.database }).check(settings('custom'), token)).toBe('ok');
  });

  it('skips the check when the brand disables the captcha', async () => {
    expect(await createCaptcha({ database: t.database }).check(settings('disabled'), undefined)).toBe('ok');
  });
});

describe('hosted captchas (siteverify with an injected fetch)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const answering = (body: unknown, ok = true) => vi.fn<FetchLike>(async () => ({ ok, json: async () => body }));

  it('posts the secret, token, IP and site key to hCaptcha and passes on success', async () => {
    const fetch = answering({ success: true });
    const captcha = createCaptcha({ database, secrets: { hcaptcha: 'h-secret' }, fetch });
    expect(await captcha.check(settings('hcaptcha', { hcaptcha: 'site-1' }), 'tok', '10.0.0.1')).toBe('ok');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.hcaptcha.com/siteverify');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      secret: 'h-secret',
      response: 'tok',
      remoteip: '10.0.0.1',
      sitekey: 'site-1',
    });
  });

  it('uses reCAPTCHA for grecaptcha and google, and refuses when it says no', async () => {
    const fetch = answering({ success: false, 'error-codes': ['invalid-input-response'] });
    const captcha = createCaptcha({ database, secrets: { grecaptcha: 'g-secret' }, fetch });
    expect(await captcha.check(settings('grecaptcha'), 'tok')).toBe('invalid');
    expect(await captcha.check(settings('google'), 'tok')).toBe('invalid');
    expect(fetch.mock.calls[0]![0]).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('answers 503 when the provider cannot be reached or no secret is configured', async () => {
    const down = vi.fn<FetchLike>(async () => {
      throw new TypeError('fetch failed');
    });
    const captcha = createCaptcha({ database, secrets: { hcaptcha: 's' }, fetch: down });
    await expect(captcha.check(settings('hcaptcha'), 'tok')).rejects.toMatchObject({ status: 503 });
    await expect(createCaptcha({ database }).check(settings('grecaptcha'), 'tok')).rejects.toMatchObject({
      status: 503,
    });
    const failing = createCaptcha({ database, secrets: { hcaptcha: 's' }, fetch: answering({}, false) });
    await expect(failing.check(settings('hcaptcha'), 'tok')).rejects.toMatchObject({ status: 503 });
  });
});
