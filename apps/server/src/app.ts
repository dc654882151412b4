import { hiddenCasinoRoutes } from '@fairline/shared/routing/casino-pages';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { openPreparedDatabase } from './db/prepare';
import { AppError } from './errors';
import { accountPlugin } from './features/account';
import { authPlugin } from './features/auth';
import { authenticate, onSessionsEnded, readSessionToken } from './features/auth/auth.service';
import { backofficePlugin } from './features/backoffice';
import { betHistoryPlugin } from './features/bet-history';
import { blockAppealPlugin } from './features/block-appeal';
import { bonusesPlugin } from './features/bonuses';
import { bringAFriendPlugin } from './features/bring-a-friend';
import { captchaPlugin } from './features/captcha';
import { createCaptcha } from './features/captcha/captcha.service';
import { casinoPlugin } from './features/casino';
import { type CasinoProvider, STUDIO_PROVIDER_ID } from './features/casino/casino.service';
import { casinoStudioPlugin } from './features/casino-studio';
import {
  createStudioAdapter,
  httpWalletTransport,
  isStudioApiPath,
  replyStudioError,
  selfWalletTransport,
  studioBadRequest,
} from './features/casino-studio/casino-studio.service';
import { casinoTournamentsPlugin } from './features/casino-tournaments';
import { casinoVipPlugin } from './features/casino-vip';
import { configPlugin } from './features/config';
import { createSiteConfigService } from './features/config/config.service';
import { consentPlugin } from './features/consent';
import { couponPlugin } from './features/coupon';
import { devPlugin } from './features/dev';
import { favoritesPlugin } from './features/favorites';
import { feedPlugin } from './features/feed';
import { appFastPathOptions, FeedFastPath } from './features/feed/feed.service';
import { firstScreenPlugin } from './features/first-screen';
import { geoPlugin } from './features/geo';
import { healthPlugin } from './features/health';
import { i18nPlugin } from './features/i18n';
import { informationPlugin } from './features/information';
import { loyaltyPointsPlugin } from './features/loyalty-points';
import { matchSubscriptionsPlugin } from './features/match-subscriptions';
import { messagesPlugin } from './features/messages';
import { officeSecurityPlugin } from './features/office-security';
import { paymentsPlugin } from './features/payments';
import { playerSettingsPlugin } from './features/player-settings';
import { createPlayerSettings, SPORT_FILTER_COOKIE } from './features/player-settings/player-settings.service';
import { pwaPlugin } from './features/pwa';
import { realtimePlugin } from './features/realtime';
import { registrationPlugin } from './features/registration';
import { responsibleGamblingPlugin } from './features/responsible-gambling';
import { rgNow } from './features/responsible-gambling/responsible-gambling.service';
import { resultsPlugin } from './features/results';
import { seoPlugin } from './features/seo';
import { settlementPlugin } from './features/settlement';
import { socialAuthPlugin } from './features/social-auth';
import { statisticsPlugin } from './features/statistics';
import { statisticsWidgetPlugin } from './features/statistics-widget';
import { supportPlugin } from './features/support';
import { verificationPlugin } from './features/verification';
import { walletPlugin } from './features/wallet';
import type { Database } from './infra/db';
import { registerLeaderMetric, startLeaderElection } from './infra/leader';
import { createPubSub } from './infra/pubsub/create-pubsub';
import { internalTopics } from './infra/pubsub/topics';
import { createClientErrorHandler } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
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
  /** Casino game providers beside our studio (tests plug in a provider with an adapter of their own). */
  casinoProviders?: readonly CasinoProvider[];
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
      const message = tooLong ? 'Path parameter is too long' : 'Malformed URL';
      // The studio's API answers in its own error shape (ADR 0036).
      if (isStudioApiPath(req.url)) return replyStudioError(reply, studioBadRequest(message));
      return sendError(req, reply, new AppError('BAD_REQUEST', message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openAndMigrate(config, app));
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
  // Before any route: it hooks into each route as the route is added.
  await registerCompression(app);
  await app.register(cookie);
  // /metrics and /docs: open outside production, behind OPS_TOKEN in production (ops-access.ts).
  const opsAccess = { nodeEnv: config.NODE_ENV, token: config.OPS_TOKEN };
  await registerOpenApi(app, opsAccess);
  const metrics = registerMetrics(app, opsAccess);
  const pubsub = createPubSub(config.REDIS_URL, (err) => app.log.warn({ err }, 'pubsub'));
  app.addHook('onClose', () => pubsub.close());

  // The features, each one Fastify plugin (features/<name>/index.ts), in dependency order.
  const siteConfig = createSiteConfigService(database, config);
  await app.register(healthPlugin, { database });
  await app.register(configPlugin, { sites: siteConfig });
  await app.register(i18nPlugin);
  await app.register(informationPlugin, { database, sites: siteConfig });
  await app.register(pwaPlugin, { sites: siteConfig });
  await app.register(consentPlugin, { database, sites: siteConfig });
  const captcha = createCaptcha({
    database,
    secrets: { hcaptcha: config.HCAPTCHA_SECRET, grecaptcha: config.RECAPTCHA_SECRET },
    verifyUrls: { hcaptcha: config.HCAPTCHA_VERIFY_URL, grecaptcha: config.RECAPTCHA_VERIFY_URL },
  });
  await app.register(authPlugin, {
    database,
    sites: siteConfig,
    nodeEnv: config.NODE_ENV,
    secret: config.AUTH_SECRET,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    captcha,
  });
  const auth = app.authContext;
  await app.register(captchaPlugin, { captcha });
  await app.register(geoPlugin, { database, sites: siteConfig });
  await app.register(registrationPlugin, { database, sites: siteConfig, captcha, messaging: auth.messaging });
  await app.register(blockAppealPlugin, { database, sites: siteConfig, messaging: auth.messaging });
  await app.register(socialAuthPlugin, { auth, config });
  await app.register(officeSecurityPlugin, {
    auth,
    verifyCaptcha: async (req) => captcha.requireCaptcha(req, (await siteConfig.resolve(req)).settings.captcha),
  });

  // The inbox first: verification, player protection, settlement and support send through it (ADR 0031).
  await app.register(messagesPlugin, { database, pubsub });
  await app.register(supportPlugin, { database });
  await app.register(backofficePlugin, { database, webDist: config.WEB_DIST, nodeEnv: config.NODE_ENV, pubsub });
  await app.register(verificationPlugin, {
    database,
    sandboxSecret: config.PAYMENTS_SANDBOX ? config.PAYMENTS_SANDBOX_SECRET : null,
    dataDir: config.DATA_DIR,
  });
  await app.register(accountPlugin, { database, sites: siteConfig });
  await app.register(walletPlugin, { database });
  // Player protection's office routes and login refusal (ADR 0028); money features call its service.
  await app.register(responsibleGamblingPlugin, { database });
  // The casino's seamless wallet (ADR 0033): our own studio is a provider like any third party.
  const studioAdapter = createStudioAdapter();
  await app.register(casinoPlugin, {
    database,
    providers: [
      { id: STUDIO_PROVIDER_ID, name: 'Fairline Studio', secret: config.CASINO_STUDIO_SECRET, adapter: studioAdapter },
    ],
    // The protection clock: limits count casino stakes in the same windows as the sportsbook's.
    now: () => rgNow(database),
    otherProviders: deps.casinoProviders,
    // The lobby follows the brand's thirdPartyCasino group; casino money moves push the balance (ADR 0037).
    sites: siteConfig,
    pubsub,
  });
  // Our studio (ADR 0036) reaches the wallet over HTTP, signed, as a third party would (this server by default).
  await app.register(casinoStudioPlugin, {
    database,
    transport: config.CASINO_STUDIO_PLATFORM_URL
      ? httpWalletTransport(config.CASINO_STUDIO_PLATFORM_URL)
      : selfWalletTransport(app),
    secret: config.CASINO_STUDIO_SECRET,
    webDist: config.WEB_DIST,
    pubsub,
    // One crash room per deployment: with Redis it runs on the leader and the other instances relay to it.
    isLeader: config.REDIS_URL ? leadership.isLeader : undefined,
    crash: {
      bettingMs: config.CRASH_BETTING_MS,
      afterBustMs: config.CRASH_AFTER_BUST_MS,
      ratePerMs: config.CRASH_RATE_PER_MS,
    },
  });
  // The bonus engine (ADR 0039): payments grant deposit bonuses and settlement counts wagering through it.
  await app.register(bonusesPlugin, {
    database,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'bonuses'),
  });
  // Loyalty points (ADR 0060): earned as bets settle, spent in the office's shop for bonus money.
  await app.register(loyaltyPointsPlugin, {
    database,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'loyalty-points'),
  });
  await app.register(paymentsPlugin, {
    database,
    sandboxSecret: config.PAYMENTS_SANDBOX ? config.PAYMENTS_SANDBOX_SECRET : null,
    isLeader: leadership.isLeader,
  });
  // Bring a friend (ADR 0061): the referral calls and the leader-only commission schedule.
  await app.register(bringAFriendPlugin, {
    database,
    sites: siteConfig,
    nodeEnv: config.NODE_ENV,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'bring-a-friend'),
  });
  // The casino VIP club (ADR 0067): levels from casino wagering, the weekly premium cashback credited by the leader.
  await app.register(casinoVipPlugin, {
    database,
    nodeEnv: config.NODE_ENV,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'casino-vip'),
  });
  // Casino tournaments (ADR 0065): boards over /ws, prizes paid once at the end by the leader.
  await app.register(casinoTournamentsPlugin, {
    database,
    sites: siteConfig,
    secret: auth.secret,
    pubsub,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'casino-tournaments'),
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
  // A player's disallowed sports: the feeds filter for them, the socket refuses their topics (ADR 0030).
  const playerSettings = createPlayerSettings(database);
  await app.register(feedPlugin, {
    engine,
    clock,
    pubsub,
    tickMs: config.SIM_CLOCK === 'manual' ? 0 : 1000,
    sportFilter: { cookie: SPORT_FILTER_COOKIE, excluded: playerSettings.excludedSports },
    suspensions: engine.suspensions,
  });
  feedFastPath.attach(app, app.feed, appFastPathOptions(config.TRUST_PROXY, metrics));
  await app.register(realtimePlugin, {
    pubsub,
    // The crash room and the jackpot answer their own topics (ADR 0058, 0066); every other topic is the feed's.
    snapshot: (topic) =>
      app.crashRoom.snapshotForTopic(topic) ??
      app.jackpotTicker.snapshotForTopic(topic) ??
      app.casinoTournaments.snapshotForTopic(topic) ??
      app.feed.snapshotForTopic(topic),
    authenticate: async (req) => {
      const user = await authenticate(req);
      if (!user) return null;
      // Read before the upgrade, so the topic guard knows the player's sports from the first message.
      await playerSettings.filters.of(user.id);
      return { userId: user.id, sessionId: user.sessionId };
    },
    topicGuard: (userId, topic) => playerSettings.topicAllowed(Number(userId), topic, app.feed.sportsOfTopic(topic)),
    metrics,
  });
  // Every instance closes the live sockets of sessions that end here (ADR 0057).
  const stopAnnouncing = onSessionsEnded(database, (ended) => {
    pubsub.publish(internalTopics.sessionsEnded, ended).catch((err) => app.log.warn({ err }, 'sessions-ended publish'));
  });
  app.addHook('onClose', async () => stopAnnouncing());
  await app.register(playerSettingsPlugin, {
    database,
    sites: siteConfig,
    settings: playerSettings,
    onSportsChanged: (userId) => app.realtime.hub.recheckTopics(String(userId)),
  });
  await app.register(couponPlugin, {
    database,
    engine,
    clock,
    pubsub,
    secret: auth.secret,
    settings: { vipBetTimeoutMs: config.VIP_BET_TIMEOUT_SECONDS * 1000 },
    isLeader: leadership.isLeader,
    metrics,
  });
  await app.register(betHistoryPlugin, { database, engine, clock, messaging: auth.messaging });
  await app.register(favoritesPlugin, { database, engine, casino: app.casino });
  await app.register(resultsPlugin, { engine, clock });
  await app.register(statisticsPlugin, { engine, clock, feed: app.feed, seed: config.SIM_SEED });
  await app.register(statisticsWidgetPlugin, {
    isProduction: config.NODE_ENV === 'production',
    // A request the configuration cannot place (a bad geo header) gets no embedding origin but our own.
    allowedOrigins: (req) =>
      siteConfig.resolve(req).then(
        (site) => site.settings.application.statisticsWidgetOrigins,
        () => [],
      ),
  });
  await app.register(settlementPlugin, {
    database,
    engine,
    clock,
    pubsub,
    isLeader: leadership.isLeader,
    onError: (err) => app.log.error({ err }, 'settlement tick failed'),
  });
  // Match-event subscriptions and Web Push (ADR 0069); a manual clock (tests) ticks it by hand.
  await app.register(matchSubscriptionsPlugin, {
    database,
    engine,
    clock,
    pubsub,
    vapid: config,
    nodeEnv: config.NODE_ENV,
    isLeader: leadership.isLeader,
    tickMs: config.SIM_CLOCK === 'manual' ? 0 : 1000,
  });
  await app.register(devPlugin, {
    database,
    nodeEnv: config.NODE_ENV,
    clock,
    afterAdvance: async () => {
      app.feed.tick();
      // A tick already under way read the old time: wait for it, then settle at the new time.
      await app.settlement.tick();
      await app.settlement.tick();
      await app.coupon.expireVipBets();
      await app.matchSubscriptions.tick();
    },
  });
  await app.register(seoPlugin, { database, sites: siteConfig, engine });
  registerLeaderMetric(metrics, leadership);
  await app.register(firstScreenPlugin, {
    sites: siteConfig,
    distDir: config.WEB_DIST,
    cachedFeedAnswer: app.feed.currentAnswer,
    isPersonalFeed: (req) => app.feed.isPersonal(req.headers.cookie),
    hasSession: (req) => readSessionToken(req) !== undefined,
  });

  await registerSpa(app, {
    distDir: config.WEB_DIST,
    site: async (req) => {
      const site = await siteConfig.resolve(req);
      return {
        defaultLanguage: site.defaultLanguage,
        hiddenInformationPages: site.settings.information.hiddenPages,
        // The casino's pages are not found where the brand × country has it off (issue 21).
        hiddenRoutes: hiddenCasinoRoutes(site.settings.thirdPartyCasino),
      };
    },
    parts: [app.seo.headPart, app.firstScreen.part],
  });
  return app;
}

// An empty PGlite data folder starts from a saved template when there is one (db/prepare.ts, ADR 0023).
async function openAndMigrate(config: AppConfig, app: FastifyInstance): Promise<Database> {
  const started = performance.now();
  const { database, from, templateSaved } = await openPreparedDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    seed: config.SEED_DEMO,
    onTemplateError: (err) => app.log.warn({ err }, 'could not save the database template'),
  });
  // The template is written after the start; a stop soon after lets it finish.
  app.addHook('onClose', () => templateSaved);
  app.log.info({ from, ms: Math.round(performance.now() - started) }, 'database ready');
  return database;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    trading: { engine: TradingEngine; clock: Clock };
  }
}
