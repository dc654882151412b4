import { type Minor, minor, roundDownRatio } from '../money/minor';
import { type Odds1000, odds } from '../odds/odds1000';
import { expressReturnRatio } from './express';
import { hasLostLeg, type Leg } from './leg';

/** From `minLegs` qualifying legs on, the winnings get `percent` more. */
export type ExpressBoostTier = { readonly minLegs: number; readonly percent: number };
export type ExpressBoostConfig = { readonly minOdds: Odds1000; readonly tiers: readonly ExpressBoostTier[] };

/** A default tier table: legs at 1.20 or more; +3 % from 3 legs rising to +30 % from 12. */
export const DEFAULT_EXPRESS_BOOST: ExpressBoostConfig = {
  minOdds: odds('1.20'),
  tiers: [
    { minLegs: 3, percent: 3 },
    { minLegs: 4, percent: 5 },
    { minLegs: 5, percent: 7 },
    { minLegs: 6, percent: 10 },
    { minLegs: 7, percent: 12 },
    { minLegs: 8, percent: 15 },
    { minLegs: 10, percent: 20 },
    { minLegs: 12, percent: 30 },
  ],
};

export type BoostedExpressReturn = { readonly total: Minor; readonly bonus: Minor; readonly percent: number };

// Percentages are carried in hundredths of a percent so a tier like 2.5 % stays exact.
const BASIS_POINTS = 10_000n;

/** The boost percentage of an express: the highest tier its qualifying legs reach (void legs drop out). */
export function expressBoostPercent(legs: readonly Leg[], config: ExpressBoostConfig = DEFAULT_EXPRESS_BOOST): number {
  const qualifying = legs.filter((leg) => leg.result !== 'void' && leg.odds >= config.minOdds).length;
  let percent = 0;
  for (const tier of config.tiers) if (qualifying >= tier.minLegs) percent = Math.max(percent, tier.percent);
  return percent;
}

/**
 * Express return with the boost: `percent` more on the winnings R − S when the express won
 * (R > S), rounded down once; `bonus` is what the boost added to the plain express return.
 */
export function boostedExpressReturn(
  stake: Minor,
  legs: readonly Leg[],
  config: ExpressBoostConfig = DEFAULT_EXPRESS_BOOST,
): BoostedExpressReturn {
  if (hasLostLeg(legs)) return { total: minor(0), bonus: minor(0), percent: 0 };
  const plain = expressReturnRatio(stake, legs);
  const winnings = plain.num - BigInt(stake) * plain.den;
  const percent = winnings > 0n ? expressBoostPercent(legs, config) : 0;
  const boost = BigInt(Math.round(percent * 100));
  const total = roundDownRatio({
    num: plain.num * BASIS_POINTS + (winnings > 0n ? winnings * boost : 0n),
    den: plain.den * BASIS_POINTS,
  });
  return { total, bonus: minor(total - roundDownRatio(plain)), percent };
}
