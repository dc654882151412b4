import { type Minor, minor, roundDownRatio } from '../money/minor';
import { antiExpressOdds } from './anti-express';
import { couponReturn } from './coupon-return';
import { type AntiExpressCoupon, type Coupon, CouponVid } from './coupon-types';
import { assumeWon } from './leg';

/**
 * The return a coupon shows before results: every open leg assumed won. An anti-express wins
 * only when a leg loses, so it shows its best case instead: the stake at the odds over its
 * non-void legs (once no leg is open, the settled return).
 */
export function potentialReturn(coupon: Coupon): Minor {
  switch (coupon.vid) {
    case CouponVid.AntiExpress:
      return coupon.legs.some((leg) => leg.result === 'open') ? antiExpressBestCase(coupon) : couponReturn(coupon);
    case CouponVid.Multi:
      return couponReturn({ ...coupon, legs: coupon.legs.map(assumeWon), banker: coupon.banker.map(assumeWon) });
    default:
      return couponReturn({ ...coupon, legs: coupon.legs.map(assumeWon) });
  }
}

function antiExpressBestCase(coupon: AntiExpressCoupon): Minor {
  const counted = coupon.legs.filter((leg) => leg.result !== 'void');
  const price = antiExpressOdds(
    counted.map((leg) => leg.odds),
    coupon.margin,
  );
  return price === null ? minor(0) : roundDownRatio({ num: BigInt(coupon.stake) * BigInt(price), den: 1000n });
}
