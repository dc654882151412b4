import { formatScaled } from '../money/decimal';
import { type Minor, minor, type Ratio, roundDownRatio } from '../money/minor';
import type { Odds1000 } from '../odds/odds1000';
import { hasLostLeg, type Leg, legsFactor } from './leg';

/** Express return R = S·∏eᵢ, rounded down once; a lost leg makes it 0 even while other legs are open. */
export function expressReturn(stake: Minor, legs: readonly Leg[]): Minor {
  if (hasLostLeg(legs)) return minor(0);
  return roundDownRatio(expressReturnRatio(stake, legs));
}

/** The exact, unrounded express return S·∏eᵢ over settled legs. */
export function expressReturnRatio(stake: Minor, legs: readonly Leg[]): Ratio {
  if (legs.length === 0) throw new RangeError('an express needs at least one leg');
  const factor = legsFactor(legs);
  return { num: BigInt(stake) * factor.num, den: factor.den };
}

/** The express's total odds ∏Oᵢ as the coupon shows them, rounded down to the thousandth. */
export function expressOdds(legOdds: readonly Odds1000[]): number {
  let product = 1000n;
  let scale = 1n;
  for (const price of legOdds) {
    product *= BigInt(price);
    scale *= 1000n;
  }
  return Number(formatScaled(product / scale, 3));
}

/** Whether the product of the prices (thousandths) exceeds `max` total odds, computed exactly. */
export function exceedsTotalOdds(legOdds: readonly Odds1000[], max: number): boolean {
  let product = 1n;
  let scale = 1n;
  for (const price of legOdds) {
    product *= BigInt(price);
    scale *= 1000n;
  }
  return product > BigInt(max) * scale;
}
