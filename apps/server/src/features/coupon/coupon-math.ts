// Totals of a priced coupon: odds, potential return, express boost, anti-express odds, stake limits.
import { antiExpressOdds } from '@fairline/shared/coupon/anti-express';
import { type Coupon, CouponVid } from '@fairline/shared/coupon/coupon-types';
import { expressOdds } from '@fairline/shared/coupon/express';
import { DEFAULT_EXPRESS_BOOST, expressBoostPercent } from '@fairline/shared/coupon/express-boost';
import type { Leg } from '@fairline/shared/coupon/leg';
import { potentialReturn } from '@fairline/shared/coupon/potential-return';
import { type Minor, minor } from '@fairline/shared/money/minor';
import { type Odds1000, oddsFromThousandths, oddsToDecimal } from '@fairline/shared/odds/odds1000';
import type { CouponShape } from './coupon-shape';
import type { StakeLimits } from './risk-limits';

/** Odds of a selection in thousandths; a price not above 1.00 (not offered, not sent) counts as 1.001. */
export function oddsOf(coef: number): Odds1000 {
  return oddsFromThousandths(Math.max(1001, Math.round(coef * 1000)));
}

/** The shared bet-math coupon of a shape, open legs at the given odds. */
export function couponOf(
  shape: CouponShape,
  legOdds: readonly Odds1000[],
  stake: Minor,
  opts: { isExpressBoost: boolean; antiExpressMargin: number },
): Coupon {
  const legs: Leg[] = legOdds.map((price) => ({ odds: price, result: 'open' }));
  switch (shape.vid) {
    case CouponVid.Single:
      return { vid: shape.vid, stake, legs };
    case CouponVid.Express:
      return opts.isExpressBoost
        ? { vid: shape.vid, stake, legs, boost: DEFAULT_EXPRESS_BOOST }
        : { vid: shape.vid, stake, legs };
    case CouponVid.System:
      return { vid: shape.vid, stake, legs, sizes: shape.size ?? 2 };
    case CouponVid.Multi:
      return {
        vid: shape.vid,
        stake,
        legs: legs.filter((_, i) => !shape.banker.has(i)),
        banker: legs.filter((_, i) => shape.banker.has(i)),
        size: shape.size ?? 2,
      };
    case CouponVid.AntiExpress:
      return { vid: shape.vid, stake, legs, margin: opts.antiExpressMargin };
  }
}

export interface CouponTotals {
  /** The coupon's odds: a single's or express's price, anti-express odds, a system's best return per unit. */
  totalOdds: number;
  /** In thousandths, as stored on the bet. */
  totalOdds1000: number;
  potentialReturn: Minor | null;
  expressBoostPercent: number;
  antiExpressOdds: number | null;
  minStake: Minor;
  maxStake: Minor;
  maxPayout: Minor;
}

// Return per unit of stake is measured on a large stake so the rounding down does not show.
const UNIT = 1_000_000;

/** Totals and stake limits of a coupon whose legs are priced at `legOdds`. */
export function couponTotals(
  shape: CouponShape,
  legOdds: readonly Odds1000[],
  stake: Minor | null,
  limits: StakeLimits,
  opts: { isExpressBoost: boolean; antiExpressMargin: number },
): CouponTotals {
  const unitReturn = potentialReturn(couponOf(shape, legOdds, minor(UNIT), opts));
  const anti = shape.vid === CouponVid.AntiExpress ? antiExpressOdds(legOdds, opts.antiExpressMargin) : null;
  let totalOdds1000: number;
  if (shape.vid === CouponVid.Single) totalOdds1000 = legOdds[0] ?? 0;
  else if (shape.vid === CouponVid.Express) totalOdds1000 = Math.round(expressOdds(legOdds) * 1000);
  else if (shape.vid === CouponVid.AntiExpress) totalOdds1000 = anti ?? 0;
  else totalOdds1000 = Math.floor((unitReturn * 1000) / UNIT);
  const byPayout = unitReturn > 0 ? Math.floor((limits.maxPayout * UNIT) / unitReturn) : limits.maxStake;
  const legs = legOdds.map((price) => ({ odds: price, result: 'open' as const }));
  return {
    totalOdds: totalOdds1000 > 1000 ? oddsToDecimal(oddsFromThousandths(totalOdds1000)) : 0,
    totalOdds1000,
    potentialReturn: stake === null ? null : potentialReturn(couponOf(shape, legOdds, stake, opts)),
    expressBoostPercent: shape.vid === CouponVid.Express ? expressBoostPercent(legs) : 0,
    antiExpressOdds: anti === null ? null : oddsToDecimal(anti),
    minStake: minor(limits.minStake * shape.combinations),
    maxStake: minor(Math.max(0, Math.min(limits.maxStake, byPayout))),
    maxPayout: minor(limits.maxPayout),
  };
}
