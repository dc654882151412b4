import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Hosted captchas through the whole app: the brand's site config chooses hCaptcha or reCAPTCHA, the
// server posts to the provider's siteverify over real HTTP (HCAPTCHA_VERIFY_URL / RECAPTCHA_VERIFY_URL
// point at a stub playing the provider here), and registration and login take or refuse the token.

const SECRETS = { hcaptcha: 'h-secret-of-this-test', grecaptcha: 'g-secret-of-this-test' };
const GOOD_TOKEN = 'token-the-provider-vouches-for';

interface VerifyCall {
  path: string;
  form: Record<string, string>;
}

let stub: Server;
let stubUrl: string;
const calls: VerifyCall[] = [];
let providerDown = false;

let t: TestApp;
beforeAll(async () => {
  // The provider: success only for our secret and the one token its widget handed out.
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ path: req.url ?? '', form });
      if (providerDown) {
        res.writeHead(502).end();
        return;
      }
      const secret = req.url === '/hcaptcha' ? SECRETS.hcaptcha : SECRETS.grecaptcha;
      const success = form.secret === secret && form.response === GOOD_TOKEN;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  stub.listen(0, '127.0.0.1');
  await once(stub, 'listening');
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  t = await createTestApp({
    HCAPTCHA_SECRET: SECRETS.hcaptcha,
    RECAPTCHA_SECRET: SECRETS.grecaptcha,
    HCAPTCHA_VERIFY_URL: `${stubUrl}/hcaptcha`,
    RECAPTCHA_VERIFY_URL: `${stubUrl}/recaptcha`,
  });
  // Fairline verifies with hCaptcha, Meridian with reCAPTCHA (configured as "google", one-click registration on).
  await t.database.query(
    `update site_configs set config = config || $2::jsonb
     where country = '*' and brand_id = (select id from brands where slug = $1)`,
    ['fairline', JSON.stringify({ captcha: { type: 'hcaptcha', siteKeys: { hcaptcha: 'fairline-site-key' } } })],
  );
  await t.database.query(
    `update site_configs set config = jsonb_set(config || $2::jsonb, '{registration,registrationTypes}', '["fast_reg"]')
     where country = '*' and brand_id = (select id from brands where slug = $1)`,
    ['meridian', JSON.stringify({ captcha: { type: 'google', siteKeys: { google: 'meridian-site-key' } } })],
  );
});
afterAll(async () => {
  await t.close();
  stub.close();
});

const FAST_REG = '/web-api/api/web/registration/v1/register/fast_reg?lang=en';
const fields = { country_id: 4, currency_id: 4, 'agree-policy': true };

function registerFast(host: string, captcha?: string, ip = '10.90.0.1') {
  return t.app.inject({
    method: 'POST',
    url: FAST_REG,
    headers: { host, 'x-requested-with': 'fetch' },
    payload: { fields, ...(captcha ? { captcha } : {}) },
    remoteAddress: ip,
  });
}

describe('hosted captcha on registration', () => {
  it('describes the hosted widget with the brand’s public site key, never the secret', async () => {
    const res = await t.app.inject({
      url: '/web-api/api/web/registration/v1/fields/fast_reg?lang=en',
      headers: { host: 'localhost' },
    });
    const field = res.json().data.attributes.fields.find((f: { name: string }) => f.name === 'captcha');
    expect(field).toMatchObject({
      id: 'google_captcha_response',
      customization: { captcha_type: 'hcaptcha', site_key: 'fairline-site-key' },
    });
    expect(res.body).not.toContain(SECRETS.hcaptcha);
  });

  it('registers with a token hCaptcha vouches for, posting secret, token, address and site key', async () => {
    calls.length = 0;
    const res = await registerFast('localhost', GOOD_TOKEN, '10.90.0.7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: expect.any(Number), password: expect.any(String) });
    expect(calls).toEqual([
      {
        path: '/hcaptcha',
        form: { secret: SECRETS.hcaptcha, response: GOOD_TOKEN, remoteip: '10.90.0.7', sitekey: 'fairline-site-key' },
      },
    ]);
  });

  it('asks reCAPTCHA for the brand that chose it, and refuses a token it rejects', async () => {
    calls.length = 0;
    const refused = await registerFast('meridian.localhost', 'a-token-google-never-issued');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ validation_errors: { captcha: 'captcha_required' } });
    expect(calls.map((c) => c.path)).toEqual(['/recaptcha']);
    expect(calls[0]?.form).not.toHaveProperty('sitekey');
    expect((await registerFast('meridian.localhost', GOOD_TOKEN)).statusCode).toBe(200);
  });

  it('refuses a missing token without asking the provider', async () => {
    calls.length = 0;
    expect((await registerFast('localhost')).statusCode).toBe(400);
    expect(calls).toEqual([]);
  });

  it('answers 503 and creates nothing while the provider is unreachable', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from users');
    providerDown = true;
    try {
      const res = await registerFast('localhost', GOOD_TOKEN);
      expect(res.statusCode).toBe(503);
    } finally {
      providerDown = false;
    }
    expect(await t.database.query<{ n: number }>('select count(*)::int as n from users')).toEqual(before);
  });
});

describe('hosted captcha on login', () => {
  it('verifies the login step-up captcha with the brand’s provider', async () => {
    const created = await registerFast('localhost', GOOD_TOKEN, '10.91.0.1');
    const { userId, password } = created.json() as { userId: number; password: string };
    const login = (captcha?: string, pass = password) =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        headers: { host: 'localhost' },
        payload: { login: String(userId), password: pass, ...(captcha ? { captcha } : {}) },
        remoteAddress: '10.91.0.2',
      });
    for (let i = 0; i < 3; i++) expect((await login(undefined, `wrong password ${i}`)).statusCode).toBe(401);
    expect((await login()).json()).toMatchObject({ error_code: 'captcha_required' });
    expect((await login('a-token-hcaptcha-never-issued')).statusCode).toBe(400);
    calls.length = 0;
    expect((await login(GOOD_TOKEN)).statusCode).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(['/hcaptcha']);
  });
});
