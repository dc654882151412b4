import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { DEFAULT_MARGIN_CONFIG, type MarginMethod } from '../../trading/pricing/margin';
import type { OddsProvider } from '../../trading/provider';
import type { AuthPreHandler } from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';

/** Tunables of the coupon, with the defaults of `COUPON_DEFAULTS`. */
export interface CouponSettings {
  /** Live bets are accepted after this delay, then re-checked against `checkCf` (tests use 0). */
  liveDelayMs: number;
  /** Margin taken off fair anti-express odds (a fraction). */
  antiExpressMargin: number;
  /** Cash-out margin c (a fraction). */
  cashOutMargin: number;
  /** How long a cash-out quote may be sold at. */
  cashOutQuoteMs: number;
  /** Share of the potential winnings of unsettled bets granted as an advance. */
  advanceShare: number;
  /** Only bets on events starting within this window count for an advance. */
  advanceWindowMs: number;
  /** How often pending auto bets are checked against the offer; 0 leaves it to `autoBets.tick()`. */
  autoBetTickMs: number;
  /** How the engine applies its margin (cash-out removes it the same way). */
  marginMethod: MarginMethod;
  /** A VIP bet request not decided within this time (simulated clock) expires and gives its stake back. */
  vipBetTimeoutMs: number;
  /** How often due VIP bet requests are expired; 0 leaves it to `expireVipBets()`. */
  vipSweepMs: number;
}

export const COUPON_DEFAULTS: CouponSettings = {
  liveDelayMs: 3_000,
  antiExpressMargin: 0.05,
  cashOutMargin: 0.05,
  cashOutQuoteMs: 5_000,
  advanceShare: 0.5,
  advanceWindowMs: 48 * 3_600_000,
  autoBetTickMs: 1_000,
  marginMethod: DEFAULT_MARGIN_CONFIG.method,
  vipBetTimeoutMs: 10 * 60_000,
  vipSweepMs: 15_000,
};

export interface CouponDeps {
  database: Database;
  /** The odds provider (the trading engine). */
  engine: OddsProvider;
  /** The engine's clock: odds are read at `clock.now()`. */
  clock: { now(): number };
  /** Bet and balance changes are published on `user:<id>` when given. */
  pubsub?: PubSub;
  /** HMAC key of cash-out quote ids. */
  secret: string;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The brand settings of a request (VIP bets); defaults to the auth context's site service. */
  sites?: { resolve(req: FastifyRequest): Promise<ResolvedSite> };
  /** Wall time of bookings and blocks; injectable for tests. */
  now?: () => Date;
  settings?: Partial<CouponSettings>;
  /** Whether the auto-bet and VIP sweep timers run here now: on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
}

/** Everything the coupon services read, defaults filled in. */
export interface CouponContext {
  database: Database;
  engine: OddsProvider;
  clock: { now(): number };
  pubsub: PubSub | undefined;
  secret: string;
  now: () => Date;
  settings: CouponSettings;
}

export function couponContext(deps: CouponDeps): CouponContext {
  return {
    database: deps.database,
    engine: deps.engine,
    clock: deps.clock,
    pubsub: deps.pubsub,
    secret: deps.secret,
    now: deps.now ?? (() => new Date()),
    settings: { ...COUPON_DEFAULTS, ...deps.settings },
  };
}
