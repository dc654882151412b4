import { type Minor, minor, roundDownRatio } from '../money/minor';
import { antiExpressOdds } from './anti-express';
import { couponReturn } from './coupon-return';
import { type Coupon, CouponVid } from './coupon-types';
import { assumeWon } from './leg';

/**
 * The return a coupon shows before results: every open leg assumed won. An anti-express wins
 * only when a leg loses, so it shows its best case instead: the stake at the odds over its
 * non-void legs (once no leg is open, the settled return).
 */
export function potentialReturn(coupon: Coupon): Minor {
  if (coupon.vid === CouponVid.AntiExpress && coupon.legs.some((leg) => leg.result === 'open')) {
    const counted = coupon.legs.filter((leg) => leg.result !== 'void');
    if (counted.length === 0) return coupon.stake;
    const price = antiExpressOdds(
      counted.map((leg) => leg.odds),
      coupon.margin,
    );
    return price === null ? minor(0) : roundDownRatio({ num: BigInt(coupon.stake) * BigInt(price), den: 1000n });
  }
  if (coupon.vid === CouponVid.Multi)
    return couponReturn({ ...coupon, legs: coupon.legs.map(assumeWon), banker: coupon.banker.map(assumeWon) });
  return couponReturn({ ...coupon, legs: coupon.legs.map(assumeWon) });
}
