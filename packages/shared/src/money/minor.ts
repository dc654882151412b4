import { formatScaled, parseScaled, stripFloatNoise } from './decimal';

/** An amount of money in integer minor units (cents, kopecks), typed so it cannot be mixed with odds. */
export type Minor = number & { readonly __brand: 'Minor' };

/** An exact fraction num/den (den > 0): bet math keeps amounts and coefficients here until the one final rounding. */
export type Ratio = { readonly num: bigint; readonly den: bigint };

/** Brands a safe integer as minor units; anything else is a programming error. */
export function minor(amount: number): Minor {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`minor units must be a safe integer: ${amount}`);
  return (amount === 0 ? 0 : amount) as Minor;
}

/** Converts a decimal amount ('10.25' or 10.25) to minor units exactly, rounding to `digits` half away from zero. */
export function toMinor(decimalAmount: number | string, digits = 2): Minor {
  return minorFromBigInt(parseScaled(decimalAmount, digits));
}

/** Converts minor units back to a decimal amount (for display and the wire's decimal `summ`). */
export function fromMinor(amount: Minor, digits = 2): number {
  return Number(formatScaled(BigInt(amount), digits));
}

/** Rounds a fractional amount of minor units down (toward −∞) after stripping float noise. */
export function roundDownMinor(amount: number): Minor {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  return minor(Math.floor(stripFloatNoise(amount)));
}

/** Rounds an exact ratio of minor units down once: the only rounding a bet's return gets. */
export function roundDownRatio(ratio: Ratio): Minor {
  if (ratio.den <= 0n) throw new RangeError('a ratio needs a positive denominator');
  const quotient = ratio.num / ratio.den;
  const isInexactNegative = ratio.num < 0n && quotient * ratio.den !== ratio.num;
  return minorFromBigInt(isInexactNegative ? quotient - 1n : quotient);
}

function minorFromBigInt(amount: bigint): Minor {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount out of the safe integer range: ${amount}`);
  }
  return minor(Number(amount));
}
