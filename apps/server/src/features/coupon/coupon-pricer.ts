import type { CouponContext } from './coupon-deps';
import type { CouponInput } from './coupon-input';
import { cachedCurrency, cachedRiskLimits } from './place-cache';
import { priceCoupon } from './pricing';

/**
 * Prices a coupon for placing, as often as needed (before and after the live delay), in the player's
 * active currency (also returned: the bet row carries it) and risk limits as cached for placing.
 */
export async function couponPricer(ctx: CouponContext, input: CouponInput, userId: number) {
  const [currencyId, limits] = await Promise.all([
    cachedCurrency(ctx.database, userId),
    cachedRiskLimits(ctx.database, userId),
  ]);
  const price = () =>
    priceCoupon(input, {
      engine: ctx.engine,
      now: ctx.clock.now(),
      limits,
      antiExpressMargin: ctx.settings.antiExpressMargin,
      currencyId,
    });
  return { price, currencyId };
}
