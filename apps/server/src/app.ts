import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { AppError } from './errors';
import { registerAuth } from './features/auth/register-auth';
import { authenticate } from './features/auth/require-user';
import { registerBetHistory } from './features/bet-history/bet-history.routes';
import { registerBlockAppeal } from './features/block-appeal/block-appeal.routes';
import { registerCaptcha } from './features/captcha/captcha.routes';
import { createCaptcha } from './features/captcha/captcha.service';
import { configRoutes } from './features/config/config.routes';
import { createSiteConfigService } from './features/config/config.service';
import { consentRoutes } from './features/consent/consent.routes';
import { registerBetMetrics } from './features/coupon/bet-metrics';
import { registerCoupon } from './features/coupon/register-coupon';
import { registerDevClock } from './features/dev/clock.routes';
import { registerDevOutbox } from './features/dev/outbox.routes';
import { appFastPathOptions, FeedFastPath } from './features/feed/fast-path';
import { registerFeed } from './features/feed/feed.routes';
import { registerGeo } from './features/geo/geo.routes';
import { healthRoutes } from './features/health/health.routes';
import { i18nRoutes } from './features/i18n/i18n.routes';
import { informationRoutes } from './features/information/information.routes';
import { registerOfficeSecurity } from './features/office-security/register-office-security';
import { registerPayments } from './features/payments/payments.routes';
import { registerRealtimeMetrics } from './features/realtime/realtime.metrics';
import { registerRealtime } from './features/realtime/realtime.routes';
import { registerRegistration } from './features/registration';
import { startSettlement } from './features/settlement/settlement';
import { registerSocialAuthWithDev } from './features/social-auth/register-social';
import { registerWallet } from './features/wallet/wallet.routes';
import { type Database, openDatabase } from './infra/db';
import { registerLeaderMetric, startLeaderElection } from './infra/leader';
import { createPubSub } from './infra/pubsub/create-pubsub';
import { createClientErrorHandler } from './plugins/client-errors';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerJsonBodies } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { registerNoStoreDefault } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { applySecurityHeaders, isHttps, registerSecurityHeaders, requestIdOf } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTextInputGuard } from './plugins/text-input';
import { type Clock, createClock } from './trading/clock';
import { TradingEngine } from './trading/engine';

export interface AppDeps {
  /** An already open (and migrated) database; the app then does not close it. */
  database?: Database;
}

/** Builds the whole server without listening, so tests run the real app through `inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Cached feed answers are sent before Fastify once the feed is registered (see fast-path.ts).
  const feedFastPath = new FeedFastPath();
  const app = Fastify({
    serverFactory: feedFastPath.serverFactory,
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
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests Node's HTTP parser refuses answer in the same error shape, with the same headers.
    clientErrorHandler: createClientErrorHandler(config.TRUST_PROXY),
    // Bad URLs and over-long path parameters fail in the router; answer them like any other error.
    frameworkErrors: (error, req, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // These replies never reach the route hooks, so they get their headers here; their request
      // object ignores trustProxy, so HTTPS behind a proxy is read from the raw request.
      applySecurityHeaders(req, reply, isHttps(req.raw, config.TRUST_PROXY));
      return sendError(
        req,
        reply,
        new AppError('BAD_REQUEST', tooLong ? 'Path parameter is too long' : 'Malformed URL'),
      );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openAndMigrate(config));
  // First: Fastify runs onClose hooks in the reverse order they were added, so the pool closes after
  // every hook added below (timers stopped, a settlement tick or auto-bet sweep under way finished).
  if (!deps.database) app.addHook('onClose', () => database.close());
  app.decorate('database', database);
  // Of several instances one runs the jobs that must run once (ADR 0020). Its hook is added second, so
  // it lets go of the lock after those jobs stopped and before the database closes.
  const leadership = await startLeaderElection(database, {
    onChange: (isLeader) => app.log.info({ isLeader }, 'leadership of the once-only jobs changed'),
    onError: (err) => app.log.warn({ err }, 'leader election'),
  });
  app.addHook('onClose', () => leadership.stop());

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerNoStoreDefault(app);
  registerJsonBodies(app);
  registerTextInputGuard(app);
  await app.register(cookie);
  // /metrics and /docs: open outside production, behind OPS_TOKEN in production (ops-access.ts).
  const opsAccess = { nodeEnv: config.NODE_ENV, token: config.OPS_TOKEN };
  await registerOpenApi(app, opsAccess);
  const metrics = registerMetrics(app, opsAccess);
  const pubsub = createPubSub(config.REDIS_URL, (err) => app.log.warn({ err }, 'pubsub'));
  app.addHook('onClose', () => pubsub.close());

  const siteConfig = createSiteConfigService(database, config);
  healthRoutes(app, database);
  configRoutes(app, siteConfig);
  i18nRoutes(app);
  informationRoutes(app, database, siteConfig);
  consentRoutes(app, database, siteConfig);
  const captcha = createCaptcha({
    database,
    secrets: { hcaptcha: config.HCAPTCHA_SECRET, grecaptcha: config.RECAPTCHA_SECRET },
    verifyUrls: { hcaptcha: config.HCAPTCHA_VERIFY_URL, grecaptcha: config.RECAPTCHA_VERIFY_URL },
  });
  const auth = registerAuth(app, {
    database,
    sites: siteConfig,
    nodeEnv: config.NODE_ENV,
    secret: config.AUTH_SECRET,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    captcha,
  });
  registerDevOutbox(app, { database, nodeEnv: config.NODE_ENV });
  registerCaptcha(app, { captcha });
  registerGeo(app, { database, sites: siteConfig });
  registerRegistration(app, { database, sites: siteConfig, captcha, messaging: auth.messaging });
  registerBlockAppeal(app, { database, sites: siteConfig, messaging: auth.messaging });
  await registerSocialAuthWithDev(app, auth, config);
  registerOfficeSecurity(app, {
    auth,
    verifyCaptcha: async (req) => captcha.requireCaptcha(req, (await siteConfig.resolve(req)).settings.captcha),
  });

  registerWallet(app, { database });
  await registerPayments(app, {
    database,
    sandboxSecret: config.PAYMENTS_SANDBOX ? config.PAYMENTS_SANDBOX_SECRET : null,
    adminToken: config.ADMIN_TOKEN,
  });

  const clock = createClock({
    kind: config.SIM_CLOCK,
    speed: config.SIM_SPEED,
    start: config.SIM_START,
    origin: config.SIM_ORIGIN,
  });
  const engine = new TradingEngine(config.SIM_SEED, clock);
  app.decorate('trading', { engine, clock });
  // A manual clock (tests) only moves when a test moves it; such tests tick the feed themselves.
  const feed = registerFeed(app, { engine, clock, pubsub, tickMs: config.SIM_CLOCK === 'manual' ? 0 : 1000 });
  feedFastPath.attach(app, feed, appFastPathOptions(config.TRUST_PROXY, metrics));
  const realtime = await registerRealtime(app, {
    pubsub,
    snapshot: feed.snapshotForTopic,
    authenticate: async (req) => (await authenticate(req))?.id ?? null,
  });
  const coupon = registerCoupon(app, {
    database,
    engine,
    clock,
    pubsub,
    secret: auth.secret,
    settings: { vipBetTimeoutMs: config.VIP_BET_TIMEOUT_SECONDS * 1000 },
    isLeader: leadership.isLeader,
  });
  registerBetHistory(app, { database, engine, clock, messaging: auth.messaging });
  const settlement = startSettlement({
    database,
    engine,
    clock,
    pubsub,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'settlement tick failed'),
  });
  app.addHook('onClose', () => settlement.stop());
  registerDevClock(app, {
    clock,
    nodeEnv: config.NODE_ENV,
    afterAdvance: async () => {
      feed.tick();
      // A tick already under way read the old time: wait for it, then settle at the new time.
      await settlement.tick();
      await settlement.tick();
      await coupon.expireVipBets();
    },
  });
  registerRealtimeMetrics(metrics, realtime.stats);
  registerBetMetrics(metrics);
  registerLeaderMetric(metrics, leadership);

  await registerSpa(app, {
    distDir: config.WEB_DIST,
    site: async (req) => {
      const site = await siteConfig.resolve(req);
      return { defaultLanguage: site.defaultLanguage, hiddenInformationPages: site.settings.information.hiddenPages };
    },
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
    trading: { engine: TradingEngine; clock: Clock };
  }
}
