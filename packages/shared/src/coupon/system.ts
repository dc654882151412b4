import { type Minor, type Ratio, roundDownRatio } from '../money/minor';
import { combinations } from './combinations';
import { FACTOR_SCALE, type Leg, scaledLegFactor } from './leg';

/** A system's combination sizes: one k for "k from n", several for full-cover bets. */
export type SystemSizes = number | readonly number[];

/**
 * System return, CIS convention: the stake is the total, split evenly over all combinations
 * (u = S / C(n,k)), and R = u·Σ∏eᵢ over the combinations, rounded down once.
 */
export function systemReturn(stake: Minor, legs: readonly Leg[], sizes: SystemSizes): Minor {
  return roundDownRatio(systemReturnRatio(stake, legs, sizes));
}

/** The exact, unrounded system return. */
export function systemReturnRatio(stake: Minor, legs: readonly Leg[], sizes: SystemSizes): Ratio {
  const coefficient = systemCoefficient(legs, sizes);
  return {
    num: BigInt(stake) * coefficient.num,
    den: coefficient.den * BigInt(systemBetCount(legs.length, sizes)),
  };
}

/** The winning coefficient Σ∏eᵢ summed over every combination of the given sizes, as an exact fraction. */
export function systemCoefficient(legs: readonly Leg[], sizes: SystemSizes): Ratio {
  const sizeList = checkedSizes(legs.length, sizes);
  const largest = Math.max(...sizeList);
  const sums = elementarySymmetricSums(legs.map(scaledLegFactor), largest);
  let num = 0n;
  for (const size of sizeList) num += (sums[size] ?? 0n) * FACTOR_SCALE ** BigInt(largest - size);
  return { num, den: FACTOR_SCALE ** BigInt(largest) };
}

/** The number of expresses a system places: Σ C(n,k) over its sizes. */
export function systemBetCount(eventCount: number, sizes: SystemSizes): number {
  return checkedSizes(eventCount, sizes).reduce((total, size) => total + combinations(eventCount, size), 0);
}

// Σ over k-subsets of ∏ factors is the k-th elementary symmetric polynomial; building it leg by
// leg costs O(n·k) instead of visiting C(20,10) = 184,756 combinations.
function elementarySymmetricSums(factors: readonly bigint[], largest: number): bigint[] {
  const sums: bigint[] = [1n, ...Array.from({ length: largest }, () => 0n)];
  for (const factor of factors) {
    for (let size = largest; size >= 1; size--) sums[size] = (sums[size] ?? 0n) + (sums[size - 1] ?? 0n) * factor;
  }
  return sums;
}

function checkedSizes(eventCount: number, sizes: SystemSizes): readonly number[] {
  const sizeList = typeof sizes === 'number' ? [sizes] : sizes;
  const isValid =
    sizeList.length > 0 &&
    new Set(sizeList).size === sizeList.length &&
    sizeList.every((size) => Number.isInteger(size) && size >= 1 && size <= eventCount);
  if (!isValid) throw new RangeError(`invalid system sizes ${String(sizeList)} for ${eventCount} events`);
  return sizeList;
}
