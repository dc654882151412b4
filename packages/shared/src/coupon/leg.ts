import type { Ratio } from '../money/minor';
import type { Odds1000 } from '../odds/odds1000';

/** A leg's result: settled as won, lost, void (push), an Asian half-win or half-loss; or still open. */
export type LegResult = 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost' | 'open';
export type SettledLegResult = Exclude<LegResult, 'open'>;

/** One selection of a coupon: the odds it was accepted at and its result so far. */
export type Leg = { readonly odds: Odds1000; readonly result: LegResult };

// A half-win pays (O+1)/2 of a leg priced in thousandths, so every factor is an exact multiple
// of 1/2000: factors are carried as integers over this scale.
export const FACTOR_SCALE = 2000n;
const HALF = FACTOR_SCALE / 2n;
const ODDS_SCALE = 1000n;

/** A settled leg's factor eᵢ × 2000: won O, void 1, lost 0, half-win (O+1)/2, half-loss 1/2. */
export function scaledLegFactor(leg: Leg): bigint {
  const price = BigInt(leg.odds);
  switch (leg.result) {
    case 'won':
      return (price * FACTOR_SCALE) / ODDS_SCALE;
    case 'void':
      return FACTOR_SCALE;
    case 'lost':
      return 0n;
    case 'halfWon':
      return ((price + ODDS_SCALE) * HALF) / ODDS_SCALE;
    case 'halfLost':
      return HALF;
    case 'open':
      throw new RangeError('an open leg has no factor until it is settled');
  }
}

/** The product of settled legs' factors as an exact fraction num/den (den = 2000ⁿ). */
export function legsFactor(legs: readonly Leg[]): Ratio {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    num *= scaledLegFactor(leg);
    den *= FACTOR_SCALE;
  }
  return { num, den };
}

/** The leg as the coupon shows it before results: an open leg is assumed won. */
export function assumeWon(leg: Leg): Leg {
  return leg.result === 'open' ? { ...leg, result: 'won' } : leg;
}

/** Whether any leg has lost (which decides an express or a banker at once). */
export function hasLostLeg(legs: readonly Leg[]): boolean {
  return legs.some((leg) => leg.result === 'lost');
}
