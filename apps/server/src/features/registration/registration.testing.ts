// A Fastify instance with the app's compilers and error handler plus the registration, captcha and
// geo routes (and auth's, to use the new accounts), on a fresh seeded database. The captcha
// difficulty is tiny, so tests solve it for real.
import cookie from '@fastify/cookie';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { seedGeo } from '../../db/seed/geo';
import type { Database } from '../../infra/db';
import { createMessaging } from '../../infra/messaging';
import { registerErrorHandler } from '../../plugins/error-handler';
import { authPlugin } from '../auth';
import { captchaPlugin } from '../captcha';
import { type CaptchaDeps, createCaptcha } from '../captcha/captcha.service';
import { createSiteConfigService, type SiteConfigService } from '../config/config.service';
import { geoPlugin } from '../geo';
import { registrationPlugin } from './index';

export interface RegistrationTestApp {
  app: FastifyInstance;
  database: Database;
  sites: SiteConfigService;
  close(): Promise<void>;
}

export async function createRegistrationTestApp(
  captchaDeps: Omit<CaptchaDeps, 'database'> = {},
): Promise<RegistrationTestApp> {
  const database = await createTestDatabase();
  await seedGeo(database);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  const sites = createSiteConfigService(database, testConfig());
  const messaging = createMessaging(database);
  // Auth's login and activation routes let the tests use the accounts they register.
  await app.register(authPlugin, { database, sites, nodeEnv: 'test', messaging });
  const captcha = createCaptcha({ database, pow: { minNumber: 1, maxNumber: 40 }, ...captchaDeps });
  await app.register(captchaPlugin, { captcha });
  await app.register(geoPlugin, { database, sites });
  await app.register(registrationPlugin, { database, sites, captcha, messaging });
  await app.ready();
  return {
    app,
    database,
    sites,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Fetches a challenge and solves it the way the widget does; the token the routes accept. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/puzzle-api/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Replaces one group of a brand's configuration ('*' row, or a country row) and drops the config cache. */
export async function patchBrandConfig(
  t: RegistrationTestApp,
  slug: string,
  group: string,
  value: unknown,
  country = '*',
) {
  await t.database.query(
    `insert into site_configs (brand_id, country, config)
     select id, $2, jsonb_build_object($3::text, $4::jsonb) from brands where slug = $1
     on conflict (brand_id, country) do update set config = site_configs.config || jsonb_build_object($3::text, $4::jsonb)`,
    [slug, country, group, JSON.stringify(value)],
  );
  t.sites.invalidate();
}

/** The newest message sent to a recipient. */
export async function lastMessage(database: Database, recipient: string) {
  const [row] = await database.query<{ subject: string | null; body: string }>(
    'select subject, body from outbox_messages where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  return row;
}
