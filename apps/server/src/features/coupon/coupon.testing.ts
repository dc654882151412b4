// A small app for the coupon and settlement tests: the real auth preHandler, error handler and the
// coupon routes over a trading engine on a manual clock, on a fresh database.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { createMessaging } from '../../infra/messaging';
import { asNumber } from '../../infra/sql-values';
import { registerErrorHandler } from '../../plugins/error-handler';
import { ManualClock } from '../../trading/clock';
import { TradingEngine } from '../../trading/engine';
import type { GameInfo, Outcome } from '../../trading/types';
import { createSession } from '../auth/auth.service';
import { createSiteConfigService } from '../config/config.service';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import type { CouponDeps } from './coupon-deps';
import { type CouponFeature, couponPlugin } from './index';

export const T0 = Date.parse('2026-11-22T12:00:00Z');
export const SEED = 20261122;

export interface Player {
  id: number;
  headers: Record<string, string>;
  cashAccountId: number;
}

export interface CouponTestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  engine: TradingEngine;
  coupon: CouponFeature;
  /** A player with `balance` minor units of USD (currency 10) on their cash account. */
  seedPlayer(balance: number, opts?: { country?: string }): Promise<Player>;
  post(url: string, body: unknown, player?: Player): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let fundingSeq = 0;

export async function createCouponTestApp(
  overrides: Partial<CouponDeps> = {},
  database?: Database,
): Promise<CouponTestApp> {
  const db = database ?? (await createTestDatabase());
  const clock = new ManualClock(T0);
  const engine = new TradingEngine(SEED, clock);
  const app = Fastify({
    logger: process.env.COUPON_TEST_LOG ? { level: 'error' } : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  const sites = createSiteConfigService(db, testConfig());
  app.decorate('authContext', {
    database: db,
    sites,
    messaging: createMessaging(db),
    secret: 'coupon-test-user-token-secret-0123456789',
  });
  await app.register(couponPlugin, {
    database: db,
    engine,
    clock,
    secret: 'coupon-test-quote-secret',
    ...overrides,
    settings: { liveDelayMs: 0, autoBetTickMs: 0, vipSweepMs: 0, ...overrides.settings },
  });
  const coupon = app.coupon;
  await app.ready();
  const [brand] = await db.query<{ id: number }>(`select id from brands where slug = 'fairline'`);

  return {
    app,
    database: db,
    clock,
    engine,
    coupon,
    async seedPlayer(balance, opts = {}) {
      const [row] = await db.query<{ id: unknown }>(
        `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
         values ($1, $2, 10, 'full_reg', $3, now()) returning id`,
        [brand?.id, opts.country ?? 'kz', `bettor${Math.random().toString(36).slice(2)}@example.com`],
      );
      const id = asNumber(row?.id);
      await db.query('select wallet_ensure_accounts($1)', [id]);
      const [cash] = await db.query<{ id: unknown }>(
        `select id from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = 10`,
        [id],
      );
      const cashAccountId = asNumber(cash?.id);
      if (balance > 0) {
        fundingSeq += 1;
        await postTransaction(db, {
          kind: 'deposit',
          idempotencyKey: `test-funding:${id}:${fundingSeq}`,
          legs: [
            { accountId: await systemAccountId(db, 'payment_clearing', 10), amount: -balance },
            { accountId: cashAccountId, amount: balance },
          ],
        });
      }
      const { token } = await createSession(db, { userId: id });
      return { id, cashAccountId, headers: { cookie: `fl_session=${token}`, 'x-requested-with': 'fetch' } };
    },
    post(url, body, player) {
      return app.inject({
        method: 'POST',
        url,
        payload: body as object,
        ...(player ? { headers: player.headers } : {}),
      });
    },
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** The first game of the feed kind with an offered, unblocked outcome of group `group` (1X2 by default). */
export function findOffer(
  engine: TradingEngine,
  now: number,
  kind: 'line' | 'live',
  opts: { group?: number; sportId?: number; skip?: number; startsAfter?: number } = {},
): { game: GameInfo; outcome: Outcome } {
  const group = opts.group ?? 1;
  let skip = opts.skip ?? 0;
  for (const game of engine.listGames(now, { kind, ...(opts.sportId ? { sportIds: [opts.sportId] } : {}) })) {
    if (opts.startsAfter !== undefined && game.start <= opts.startsAfter) continue;
    const markets = engine.getGameMarkets(game.id, now);
    const outcome = markets?.groups.find((g) => g.G === group)?.outcomes.find((o) => !o.B && o.C > 1.01);
    if (!outcome || game.status !== 1) continue;
    if (skip-- > 0) continue;
    return { game, outcome };
  }
  throw new Error(`no ${kind} offer in group ${group}`);
}

/** A coupon event in the wire casing for an offered outcome. */
export function wireEvent(game: GameInfo, outcome: Outcome, coef = outcome.C) {
  return {
    GameId: game.id,
    Type: outcome.T,
    Coef: coef,
    Param: outcome.P ?? 0,
    PlayerId: 0,
    Kind: game.phase === 'live' ? 1 : 3,
    Expired: 0,
  };
}

/** The balance (minor units) of a ledger account. */
export async function balanceOf(database: Pick<Database, 'query'>, accountId: number): Promise<number> {
  const [row] = await database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
    accountId,
  ]);
  return asNumber(row?.balance);
}
