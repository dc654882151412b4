// Wiring of the coupon feature: pricing, saved coupons, advance, placing, auto bets and cash-out.
import type { FastifyInstance } from 'fastify';
import { startTicker } from '../../infra/ticker';
import { requireBettor, requireUser } from '../auth/require-user';
import { registerAdvance } from './advance.routes';
import { tickAutoBets } from './auto-bets';
import { registerBets } from './bet.routes';
import { registerCashOut } from './cash-out.routes';
import { registerCouponPricing } from './coupon.routes';
import { type CouponDeps, couponContext } from './coupon-deps';
import { expireVipBets } from './vip-bets';
import { registerVipBets } from './vip-bets.routes';

export interface CouponFeature {
  /** Checks pending auto bets once (the timer does it every `autoBetTickMs`). */
  tickAutoBets(): Promise<{ placed: number; released: number }>;
  /** Expires the VIP bet requests that are due once (the timer does it every `vipSweepMs`). */
  expireVipBets(): Promise<number>;
}

/**
 * Registers every coupon and bet route; starts the auto-bet watcher unless `autoBetTickMs` is 0 and
 * the VIP request sweep unless `vipSweepMs` is 0.
 */
export function registerCoupon(app: FastifyInstance, deps: CouponDeps): CouponFeature {
  const ctx = couponContext(deps);
  const auth = deps.auth ?? requireUser;
  const site = deps.sites
    ? deps.sites.resolve.bind(deps.sites)
    : (req: Parameters<typeof requireUser>[0]) => req.server.authContext.sites.resolve(req);
  registerCouponPricing(app, ctx);
  registerBets(app, ctx, { auth, placeAuth: deps.auth ?? requireBettor }, site);
  registerAdvance(app, ctx, site);
  registerCashOut(app, ctx, auth, site);
  registerVipBets(app, ctx, auth);
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
  return { tickAutoBets: tick, expireVipBets: sweep };
}
