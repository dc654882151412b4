import { loggedInAnswer, socialRedirectAnswer } from '@fairline/shared/wire/auth';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { type DevOidcProvider, startDevOidcProvider } from '../../dev-oidc/dev-oidc-provider';
import {
  createSecurityTestApp,
  type SecurityTestApp,
  sessionCookieOf,
} from '../office-security/office-security.testing';
import { FLOW_COOKIE } from './flow-cookie';
import { devProviderConfig } from './providers';
import { socialAuthRoutes } from './social-auth.routes';

const PUBLIC_URL = 'http://app.test';
const CLIENT = {
  client_id: 'fairline-dev',
  client_secret: 'dev-secret-0123456789abcdef',
  redirect_uris: [`${PUBLIC_URL}/web-api/socauth/callback/google`],
};

let provider: DevOidcProvider;
let t: SecurityTestApp;

beforeAll(async () => {
  provider = await startDevOidcProvider({ clients: [CLIENT] });
  t = await createSecurityTestApp(
    (app, auth) =>
      socialAuthRoutes(app, {
        auth,
        providers: { google: devProviderConfig(provider.issuer, CLIENT.client_id, CLIENT.client_secret) },
        publicUrl: PUBLIC_URL,
      }),
    { registration: { socialRegistrationTypes: [{ type: 'google' }] }, auth: { socialAuthTypes: ['google'] } },
  );
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A browser's cookies at the provider: enough of a jar for one origin. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/** Follows the provider's redirects (submitting the dev login form on the way) until it sends the browser back to the app. */
async function signInAtProvider(authorizeUrl: string, email: string, name: string): Promise<URL> {
  const jar = cookieJar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status === 200 && url.includes('/interaction/')) {
      expect(await res.text()).toContain('<form');
      res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name }).toString(),
      });
      jar.take(res);
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects');
}

/** Runs the whole redirect flow: app → provider → dev login form → app callback. */
async function socialLogin(email: string, returnUrl = '/ru/office/security') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/web-api/socauth/auth?provider=google&lang=ru&return_url=${encodeURIComponent(returnUrl)}`,
  });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === FLOW_COOKIE);
  expect(flow?.httpOnly).toBe(true);
  const back = await signInAtProvider(start.headers.location as string, email, 'Dev Person');
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${FLOW_COOKIE}=${flow?.value}`, 'x-geo-country': 'de' },
  });
  return { start, callback };
}

const userByEmail = async (email: string) =>
  (
    await t.database.query<{ id: string; registration_type: string; email_verified_at: Date | null; country: string }>(
      'select id, registration_type, email_verified_at, country from users where email = $1',
      [email],
    )
  )[0];

describe('social login through the dev OIDC provider', () => {
  it('registers a soc_reg account in the geo country on the first login and opens a session', async () => {
    const email = `first${Date.now()}@dev.test`;
    const { start, callback } = await socialLogin(email);
    expect(new URL(start.headers.location as string).searchParams.get('code_challenge_method')).toBe('S256');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/ru/office/security');
    expect(sessionCookieOf(callback)).toBeDefined();
    const user = await userByEmail(email);
    expect(user).toMatchObject({ registration_type: 'soc_reg', country: 'de' });
    expect(user?.email_verified_at).not.toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/web-api/session-api/sessions/user',
      cookies: { fl_session: sessionCookieOf(callback) ?? '' },
    });
    expect(me.json()).toMatchObject({ data: { attributes: { user_id: Number(user?.id), email } } });
  });

  it('finds the same account on the second login', async () => {
    const email = `again${Date.now()}@dev.test`;
    await socialLogin(email);
    const second = await socialLogin(email);
    expect(second.callback.statusCode).toBe(302);
    expect(sessionCookieOf(second.callback)).toBeDefined();
    const rows = await t.database.query('select id from users where email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it.each(['https://evil.example/steal', '//evil.example', '/\\evil.example'])(
    'sends the browser home instead of to %s',
    async (target) => {
      const { callback } = await socialLogin(`redirect${Date.now()}@dev.test`, target);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/ru/');
    },
  );

  it('refuses a callback without the flow cookie of the browser that started it', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/web-api/socauth/auth?provider=google&lang=en' });
    const back = await signInAtProvider(start.headers.location as string, `csrf${Date.now()}@dev.test`, 'X');
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/#socauth_error=expired');
    expect(sessionCookieOf(callback)).toBeUndefined();
  });

  it('does not link a provider e-mail that another account already uses', async () => {
    const email = `taken${Date.now()}@dev.test`;
    await t.database.query(
      "insert into users (brand_id, email, password_hash, country, currency_id, registration_type) values ($1, $2, 'x', 'ru', 1, 'full_reg')",
      [t.brandId, email],
    );
    const { callback } = await socialLogin(email);
    expect(callback.headers.location).toBe('/ru/office/security#socauth_error=email_in_use');
    expect(sessionCookieOf(callback)).toBeUndefined();
  });

  it('asks for the TOTP code when the account has 2FA on, then logs in with it', async () => {
    const email = `twofactor${Date.now()}@dev.test`;
    await socialLogin(email);
    const secret = new Secret({ size: 20 });
    await t.database.query('update users set totp_secret = $2, totp_enabled = true where email = $1', [
      email,
      secret.base32,
    ]);
    const { callback } = await socialLogin(email);
    expect(sessionCookieOf(callback)).toBeUndefined();
    const authId = /#socauth_twofactor=(.+)$/.exec(callback.headers.location as string)?.[1];
    expect(authId).toBeDefined();
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
    const done = await t.app.inject({
      method: 'POST',
      url: '/web-api/socauth/twofactor/',
      payload: { auth_id: decodeURIComponent(authId ?? ''), code: totp.generate() },
    });
    expect(done.statusCode).toBe(200);
    expect(sessionCookieOf(done)).toBeDefined();
  });

  it('refuses a network the site does not offer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/socauth/auth?provider=vk' });
    expect(res.statusCode).toBe(404);
  });

  it('writes the social registration and login to the audit log', async () => {
    const email = `audit${Date.now()}@dev.test`;
    await socialLogin(email);
    const user = await userByEmail(email);
    const actions = (
      await t.database.query<{ action: string }>('select action from audit_log where actor = $1', [`user:${user?.id}`])
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['registration.completed', 'auth.login.ok']));
  });
});

/** A social login redirect as the shared contract has it: 302, no body, where to in Location. */
function readRedirect(res: LightMyRequestResponse): string {
  expect(res.statusCode).toBe(302);
  expect(socialRedirectAnswer.safeParse(res.body === '' ? undefined : res.body).success).toBe(true);
  return String(res.headers.location);
}

describe('the social login wire contract', () => {
  it('answers the start and the callback with bodiless redirects, and the TOTP step with the shared login answer', async () => {
    const email = `wire${Date.now()}@dev.test`;
    const first = await socialLogin(email);
    readRedirect(first.start);
    const player = { cookie: `fl_session=${sessionCookieOf(first.callback)}` };
    expect(readRedirect(await t.app.inject({ url: '/web-api/socauth/auth?provider=google', headers: player }))).toMatch(
      /^http/,
    );
    const secret = new Secret({ size: 20 });
    await t.database.query('update users set totp_secret = $2, totp_enabled = true where email = $1', [
      email,
      secret.base32,
    ]);
    const { callback } = await socialLogin(email);
    const authId = decodeURIComponent(/#socauth_twofactor=(.+)$/.exec(readRedirect(callback))?.[1] ?? '');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/web-api/socauth/twofactor/',
      payload: { auth_id: authId, code: 'abcdef' },
    });
    expect(readExactWire(wrong, webApiError, 400).validation_errors).toHaveProperty('code');
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const done = await t.app.inject({
      method: 'POST',
      url: '/web-api/socauth/twofactor/',
      payload: { auth_id: authId, code },
    });
    expect(readExactWire(done, loggedInAnswer).need_two_factor).toBe(false);
  });
});
