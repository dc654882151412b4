import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { expressOdds } from '@fairline/shared/coupon/express';
import { DEFAULT_EXPRESS_BOOST, expressBoostPercent } from '@fairline/shared/coupon/express-boost';
import type { Leg } from '@fairline/shared/coupon/leg';
import { potentialReturn } from '@fairline/shared/coupon/potential-return';
import { systemBetCount } from '@fairline/shared/coupon/system';
import { type Minor, minor, toMinor } from '@fairline/shared/money/minor';
import { odds } from '@fairline/shared/odds/odds1000';
import { fitSystemSize } from './coupon-rules';
import type { CouponType, Selection } from './coupon-types';

export interface CouponQuote {
  /** What the player risks, in minor units (singles: the stake times the number of bets). */
  totalStake: Minor;
  /** Best case return, stake included. */
  potential: Minor;
  /** Express (or anti-express) total odds; undefined for singles and systems. */
  totalOdds?: number;
  /** Number of bets placed: legs for singles, combinations for a system. */
  bets: number;
  /** An express's boost on its winnings, in %, and the next tier (its legs in all, and its %). */
  boost?: { percent: number; next?: { legs: number; percent: number } };
}

/** The boost an express of these legs gets (the server's tier table), and the tier above it. */
export function expressBoost(legs: readonly Leg[]): CouponQuote['boost'] {
  const percent = expressBoostPercent(legs, DEFAULT_EXPRESS_BOOST);
  const tier = DEFAULT_EXPRESS_BOOST.tiers.find((t) => t.percent > percent);
  return tier ? { percent, next: { legs: tier.minLegs, percent: tier.percent } } : { percent };
}

const openLeg = (s: Selection) => ({ odds: odds(s.newCoef ?? s.coef), result: 'open' as const });

/**
 * The coupon's stake and potential return with the shared bet maths; null when nothing can be computed
 * yet. An anti-express is priced at `antiOdds`, the server's offer (the margin is the brand's).
 */
export function quoteCoupon(
  selections: readonly Selection[],
  type: CouponType,
  stakeText: string,
  systemSize: number,
  antiOdds?: number,
): CouponQuote | null {
  const amount = Number(stakeText);
  if (selections.length === 0 || !(amount > 0)) return null;
  const stake = toMinor(amount);
  const legs = selections.map(openLeg);
  if (type === 'anti') {
    if (!antiOdds) return null;
    // Paid like one bet at the offered odds: the stake times them, rounded down.
    const price = { odds: odds(antiOdds), result: 'open' as const };
    return {
      totalStake: stake,
      potential: potentialReturn({ vid: CouponVid.Single, stake, legs: [price] }),
      totalOdds: antiOdds,
      bets: 1,
    };
  }
  if (type === 'single') {
    const potential = legs.reduce(
      (sum, leg) => sum + potentialReturn({ vid: CouponVid.Single, stake, legs: [leg] }),
      0,
    );
    return { totalStake: minor(stake * legs.length), potential: minor(potential), bets: legs.length };
  }
  if (type === 'express') {
    return {
      totalStake: stake,
      potential: potentialReturn({ vid: CouponVid.Express, stake, legs, boost: DEFAULT_EXPRESS_BOOST }),
      totalOdds: expressOdds(legs.map((leg) => leg.odds)),
      bets: 1,
      boost: expressBoost(legs),
    };
  }
  if (type === 'multi') {
    const banker = selections.filter((s) => s.banker).map(openLeg);
    const others = selections.filter((s) => !s.banker).map(openLeg);
    if (banker.length === 0 || others.length < 3) return null;
    const size = fitSystemSize(systemSize, selections, 'multi');
    return {
      totalStake: stake,
      potential: potentialReturn({ vid: CouponVid.Multi, stake, legs: others, size, banker }),
      bets: systemBetCount(others.length, size),
    };
  }
  const k = fitSystemSize(systemSize, selections, 'system');
  return {
    totalStake: stake,
    potential: potentialReturn({ vid: CouponVid.System, stake, legs, sizes: k }),
    bets: systemBetCount(legs.length, k),
  };
}
