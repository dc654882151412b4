import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { configRoutes } from './features/config/config.routes';
import { createSiteConfigService } from './features/config/config.service';
import { registerAuth } from './features/auth/register-auth';
import { registerCaptcha } from './features/captcha/captcha.routes';
import { createCaptcha } from './features/captcha/captcha.service';
import { consentRoutes } from './features/consent/consent.routes';
import { registerDevOutbox } from './features/dev/outbox.routes';
import { registerGeo } from './features/geo/geo.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerOfficeSecurity } from './features/office-security/register-office-security';
import { registerSocialAuthWithDev } from './features/social-auth/register-social';
import { i18nRoutes } from './features/i18n/i18n.routes';
import { informationRoutes } from './features/information/information.routes';
import { registerRegistration } from './features/registration';
import { registerRealtimeMetrics } from './features/realtime/realtime.metrics';
import { registerRealtime } from './features/realtime/realtime.routes';
import { type Database, openDatabase } from './infra/db';
import { createPubSub } from './infra/pubsub/create-pubsub';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';

export interface AppDeps {
  /** An already open (and migrated) database; the app then does not close it. */
  database?: Database;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Builds the whole server without listening, so tests run the real app through `inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-auth"]',
          'req.headers["x-captcha-token"]',
          '*.password',
          '*.code',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-request-id', req.id);
    return payload;
  });

  const database = deps.database ?? (await openAndMigrate(config));
  if (!deps.database) app.addHook('onClose', () => database.close());
  app.decorate('database', database);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app);
  const metrics = registerMetrics(app);
  const pubsub = createPubSub(config.REDIS_URL, (err) => app.log.warn({ err }, 'pubsub'));
  app.addHook('onClose', () => pubsub.close());

  const siteConfig = createSiteConfigService(database, config);
  healthRoutes(app, database);
  configRoutes(app, siteConfig);
  i18nRoutes(app);
  informationRoutes(app, database, siteConfig);
  consentRoutes(app, database, siteConfig);
  const auth = registerAuth(app, {
    database,
    sites: siteConfig,
    nodeEnv: config.NODE_ENV,
    secret: config.AUTH_SECRET,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
  });
  registerDevOutbox(app, { database, nodeEnv: config.NODE_ENV });
  const captcha = createCaptcha({ database });
  registerCaptcha(app, { captcha });
  registerGeo(app, { database, sites: siteConfig });
  registerRegistration(app, { database, sites: siteConfig, captcha, messaging: auth.messaging });
  await registerSocialAuthWithDev(app, auth, config);
  registerOfficeSecurity(app, {
    auth,
    verifyCaptcha: async (req) => captcha.requireCaptcha(req, (await siteConfig.resolve(req)).settings.captcha),
  });

  const realtime = await registerRealtime(app, { pubsub });
  registerRealtimeMetrics(metrics, realtime.stats);

  await registerSpa(app, {
    distDir: config.WEB_DIST,
    defaultLanguage: async (req) => (await siteConfig.resolve(req)).defaultLanguage,
  });
  return app;
}

async function openAndMigrate(config: AppConfig): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(database);
  if (config.SEED_DEMO) await seedDemo(database);
  return database;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}
