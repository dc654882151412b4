import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { registerErrorHandler } from '../../plugins/error-handler';
import { authPlugin } from '../auth';
import { type AuthContext, hashPassword, SESSION_COOKIE } from '../auth/auth.service';
import { createSiteConfigService } from '../config/config.service';
import { officeSecurityPlugin } from './index';

export interface SecurityTestApp {
  app: FastifyInstance;
  database: Database;
  auth: AuthContext;
  brandId: number;
  close(): Promise<void>;
}

/**
 * A Fastify app wired like the real one (compilers, error shape, cookies, auth core) on a fresh
 * database, with the routes `register` adds. `siteConfig` is merged into the brand's base config first.
 */
export async function createSecurityTestApp(
  register: (app: FastifyInstance, auth: AuthContext) => unknown,
  siteConfig: Record<string, unknown> = {},
): Promise<SecurityTestApp> {
  const database = await createTestDatabase();
  const [brand] = await database.query<{ id: number }>("select id from brands where slug = 'fairline'");
  const brandId = brand?.id ?? 0;
  for (const [group, value] of Object.entries(siteConfig)) {
    await database.query(
      `update site_configs set config = jsonb_set(config, $2, coalesce(config -> $3, '{}'::jsonb) || $4::jsonb) where brand_id = $1 and country = '*'`,
      [brandId, `{${group}}`, group, JSON.stringify(value)],
    );
  }
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(authPlugin, { database, sites: createSiteConfigService(database, testConfig()), nodeEnv: 'test' });
  const auth = app.authContext;
  await register(app, auth);
  await app.ready();
  return {
    app,
    database,
    auth,
    brandId,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let seq = 0;

export interface SeededUser {
  id: number;
  email: string;
  phone: string | null;
  password: string;
}

/** Inserts an active account with a password (and a phone unless `phone: null`), unique per call. */
export async function seedUser(
  t: SecurityTestApp,
  opts: { phone?: string | null; totpSecret?: string } = {},
): Promise<SeededUser> {
  seq += 1;
  const tag = `${process.pid}${seq}${Math.floor(Math.random() * 1e6)}`;
  const email = `sec${tag}@example.com`;
  const phone = opts.phone === undefined ? `7${tag.padStart(10, '0').slice(-10)}` : opts.phone;
  const password = 'correct horse battery';
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type, totp_secret, totp_enabled)
     values ($1, $2, $3, $4, 'ru', 1, 'full_reg', $5, $6) returning id`,
    [t.brandId, email, phone, await hashPassword(password), opts.totpSecret ?? null, opts.totpSecret !== undefined],
  );
  return { id: Number(row?.id), email, phone, password };
}

/** Logs in by password and returns the session cookie value. */
export async function login(t: SecurityTestApp, user: SeededUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    payload: { login: user.email, password: user.password },
  });
  const token = sessionCookieOf(res);
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return token;
}

/** The session cookie value an answer sets. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '')?.value;
}

/** A cookie-authenticated POST from the web client (with the CSRF header). */
export function postAs(
  t: SecurityTestApp,
  token: string,
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'fetch', ...headers },
  });
}

/** A cookie-authenticated GET. */
export function getAs(t: SecurityTestApp, token: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${token}`, ...headers } });
}

/** Outbox messages to a recipient, newest first. */
export async function outboxTo(
  t: SecurityTestApp,
  recipient: string,
): Promise<{ channel: string; subject: string | null; body: string }[]> {
  return t.database.query('select channel, subject, body from outbox_messages where recipient = $1 order by id desc', [
    recipient,
  ]);
}

/** The first 6-digit code of the newest message to a recipient. */
export async function lastCodeTo(t: SecurityTestApp, recipient: string): Promise<string> {
  const [latest] = await outboxTo(t, recipient);
  return /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
}

/** The captcha token the fake captcha accepts in the tests. */
export const CAPTCHA_OK = { 'x-captcha-token': 'solved' };

const fakeCaptcha = async (req: FastifyRequest) => {
  if (req.headers['x-captcha-token'] !== CAPTCHA_OK['x-captcha-token']) {
    throw new AppError('VALIDATION', 'Captcha is required', { validationErrors: { captcha: 'captcha_required' } });
  }
};

/** The office security routes on a fresh app, with a fake captcha that accepts `CAPTCHA_OK`. */
export function createOfficeTestApp(): Promise<SecurityTestApp> {
  return createSecurityTestApp((app, auth) => app.register(officeSecurityPlugin, { auth, verifyCaptcha: fakeCaptcha }));
}
