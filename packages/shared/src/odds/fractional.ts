import { parseScaled, stripFloatNoise } from '../money/decimal';
import { readsBackAs } from './price-grid';

export type Fraction = { readonly numerator: number; readonly denominator: number };

// The traditional UK price ladder, reduced (so 6/4 is written 3/2 and 4/6 is 2/3).
const LADDER_TEXT =
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 ' +
  '1/2 8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 7/5 3/2 13/8 8/5 7/4 9/5 15/8 ' +
  '2/1 17/8 11/5 9/4 5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 ' +
  '11/1 12/1 14/1 16/1 18/1 20/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 150/1 200/1 250/1 500/1 1000/1';

/** The standard fractional ladder, shortest odds first. */
export const FRACTIONAL_LADDER: readonly Fraction[] = LADDER_TEXT.split(' ').map(parseFraction);

// A price off the ladder (an express's product) is exact to the thousandth.
const EXACT_DIGITS = 3;
// An exact fraction this short reads as naturally as a ladder one (23/2, 149/1), so it wins.
const SHORT_DENOMINATOR = 20;

/**
 * The fractional form of D−1: exact when that is a short fraction (1/2, 23/2), else the nearest
 * ladder fraction when it reads back as the same price (10/11 for 1.91), else exact (91/50 for 2.82).
 */
export function toFraction(decimal: number): Fraction {
  const profit = stripFloatNoise(decimal - 1);
  const exact = reduce(Number(parseScaled(profit, EXACT_DIGITS)), 10 ** EXACT_DIGITS);
  if (exact.denominator <= SHORT_DENOMINATOR) return exact;
  let best: Fraction | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const step of FRACTIONAL_LADDER) {
    const distance = Math.abs(step.numerator / step.denominator - profit);
    if (distance < bestDistance) {
      best = step;
      bestDistance = distance;
    }
  }
  if (best && readsBackAs(decimal, stripFloatNoise(1 + best.numerator / best.denominator))) return best;
  return exact;
}

/** Parses 'n/d' (non-negative integers, d > 0) into a reduced fraction. */
export function parseFraction(text: string): Fraction {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const numerator = Number(match?.[1]);
  const denominator = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`not a fraction: '${text}'`);
  }
  return reduce(numerator, denominator);
}

function reduce(numerator: number, denominator: number): Fraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
