import type { VipReviewAnswer } from '@fairline/shared/wire/backoffice-vip';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { startTicker } from '../../infra/ticker';
import { requireBettor, requireUser } from '../auth/auth.service';
import { advanceRoutes } from './advance.routes';
import { tickAutoBets } from './auto-bets';
import { betRoutes } from './bet.routes';
import { registerBetMetrics } from './bet-metrics';
import { cashOutRoutes } from './cash-out.routes';
import { couponRoutes } from './coupon.routes';
import { type CouponDeps, couponContext } from './coupon-deps';
import { approveVipBet, type VipApproval } from './vip-approve';
import { expireVipBets, releaseVipBet } from './vip-bets';
import { vipBetRoutes } from './vip-bets.routes';
import { reviewVipBet } from './vip-review';

export interface CouponFeature {
  /** Checks pending auto bets once (the timer does it every `autoBetTickMs`). */
  tickAutoBets(): Promise<{ placed: number; released: number }>;
  /** Expires the VIP bet requests that are due once (the timer does it every `vipSweepMs`). */
  expireVipBets(): Promise<number>;
  /** The back office declines an awaiting request: its stake goes back; false when it was no longer awaiting. */
  declineVipBet(id: number): Promise<boolean>;
  /** The back office approves an awaiting request with a stake: the bet is placed, the rest of the hold given back. */
  approveVipBet(id: number, stake: number): Promise<VipApproval>;
  /** A request with its selections as asked and now, for the trader deciding it. */
  reviewVipBet(id: number): Promise<VipReviewAnswer>;
}

export interface CouponOptions extends CouponDeps {
  /** Where the bet batchers' counts are published (/metrics), when the app has metrics. */
  metrics?: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupon's timers, to run by hand (the dev clock, tests). */
    coupon: CouponFeature;
  }
}

/**
 * The coupon feature: pricing, saved coupons, advance, placing, auto bets, VIP requests and cash-out.
 * Starts the auto-bet watcher unless `autoBetTickMs` is 0 and the VIP request sweep unless
 * `vipSweepMs` is 0; decorates the app with `coupon`.
 */
export const couponPlugin = fp<CouponOptions>(
  async (app, { metrics, ...deps }) => {
    const ctx = couponContext(deps);
    const auth = deps.auth ?? requireUser;
    const site = deps.sites
      ? deps.sites.resolve.bind(deps.sites)
      : (req: FastifyRequest) => req.server.authContext.sites.resolve(req);
    couponRoutes(app, ctx);
    betRoutes(app, ctx, { auth, placeAuth: deps.auth ?? requireBettor }, site);
    advanceRoutes(app, ctx, site);
    cashOutRoutes(app, ctx, auth, site);
    vipBetRoutes(app, ctx, auth);
    const tick = () => tickAutoBets(ctx);
    // Of several instances only the leader's timers do the work (ADR 0020); the calls below always do.
    const isLeader = deps.isLeader ?? (() => true);
    const whenLeader = (run: () => Promise<unknown>) => async () => (isLeader() ? run() : undefined);
    if (ctx.settings.autoBetTickMs > 0) {
      const ticker = startTicker(whenLeader(tick), ctx.settings.autoBetTickMs, (err) =>
        app.log.error({ err }, 'auto-bet tick failed'),
      );
      app.addHook('onClose', () => ticker.stop());
    }
    const sweep = () => expireVipBets(ctx);
    if (ctx.settings.vipSweepMs > 0) {
      const ticker = startTicker(whenLeader(sweep), ctx.settings.vipSweepMs, (err) =>
        app.log.error({ err }, 'VIP bet request sweep failed'),
      );
      app.addHook('onClose', () => ticker.stop());
    }
    app.decorate('coupon', {
      tickAutoBets: tick,
      expireVipBets: sweep,
      declineVipBet: (id: number) => releaseVipBet(ctx, id, 'declined'),
      approveVipBet: (id: number, stake: number) => approveVipBet(ctx, id, stake),
      reviewVipBet: (id: number) => reviewVipBet(ctx, id),
    });
    if (metrics) registerBetMetrics(metrics);
  },
  { name: 'coupon' },
);
