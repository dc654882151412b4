import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerOpenApi } from '../../plugins/openapi';
import { createSiteConfigService } from '../config/config.service';
import { devPlugin } from '../dev';
import { authPlugin } from './index';
import { hashPassword } from './password';
import { SESSION_COOKIE } from './session.service';

export interface AuthTestApp {
  app: FastifyInstance;
  database: Database;
  brandId: number;
  close(): Promise<void>;
}

/** A Fastify app wired like the real one (compilers, error shape, cookies, OpenAPI) with only the auth routes, on a fresh database. */
export async function createAuthTestApp(): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  await registerOpenApi(app);
  await app.register(authPlugin, { database, sites: createSiteConfigService(database, testConfig()), nodeEnv: 'test' });
  await app.register(devPlugin, { database, nodeEnv: 'test' });
  await app.ready();
  const [brand] = await database.query<{ id: number }>("select id from brands where slug = 'fairline'");
  return {
    app,
    database,
    brandId: brand?.id ?? 0,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let seq = 0;

/** Inserts an active account with a password; e-mail and phone are unique per call. */
export async function seedUser(
  t: AuthTestApp,
  password = 'correct horse battery',
  extra: { totpSecret?: string } = {},
) {
  seq += 1;
  const tag = `${process.pid}${seq}${Math.floor(Math.random() * 1e6)}`;
  const email = `user${tag}@example.com`;
  const phone = `7${tag.padStart(10, '0').slice(-10)}`;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type, totp_secret, totp_enabled)
     values ($1, $2, $3, $4, 'ru', 1, 'full_reg', $5, $6) returning id`,
    [t.brandId, email, phone, await hashPassword(password), extra.totpSecret ?? null, extra.totpSecret !== undefined],
  );
  return { id: Number(row?.id), email, phone, password };
}

/** The session cookie value of a login answer. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '')?.value;
}

/** Headers of a cookie-authenticated call from the web client (with the CSRF header). */
export function asUser(token: string, extra: Record<string, string> = {}) {
  return { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'fetch', ...extra };
}

/** Logs in by password and returns the session cookie value. */
export async function login(
  t: AuthTestApp,
  loginValue: string | number,
  password: string,
  ip = '10.0.0.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    payload: { login: String(loginValue), password },
    remoteAddress: ip,
  });
  const token = sessionCookieOf(res);
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return token;
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(
  t: AuthTestApp,
  recipient: string,
): Promise<{ body: string; subject: string | null } | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  return (res.json() as { data: { body: string; subject: string | null }[] }).data[0];
}

/** The first 6-digit code in a message body. */
export const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';
