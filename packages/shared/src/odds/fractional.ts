import { parseScaled, stripFloatNoise } from '../money/decimal';
import { isOnPriceGrid, priceGrid, readsBackAs } from './price-grid';

export type Fraction = { readonly numerator: number; readonly denominator: number };

// The traditional UK price ladder with the steps books' conversion charts add (1/11, 2/13, 12/5, 22/1 …),
// one step per published price at most (1/8 stands for 1.13, so 2/15 is left out), reduced (so 6/4 is written 3/2, 4/6 is 2/3 and 85/40 is 17/8).
const LADDER_TEXT =
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 ' +
  '4/11 2/5 4/9 8/17 1/2 8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 20/21 1/1 21/20 11/10 6/5 5/4 11/8 7/5 3/2 ' +
  '13/8 8/5 7/4 9/5 15/8 2/1 17/8 11/5 9/4 12/5 5/2 13/5 11/4 14/5 3/1 16/5 10/3 7/2 18/5 4/1 9/2 5/1 ' +
  '11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 ' +
  '66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1';

/** The traditional fractional ladder, shortest odds first. */
export const FRACTIONAL_LADDER: readonly Fraction[] = LADDER_TEXT.split(' ').map(parseFraction);

// A price off the ladder (an express's product) is exact to the thousandth.
const EXACT_DIGITS = 3;
// Whole numbers, halves and quarters (99/1, 69/2, 5/4) are the price exactly and read as a book's
// fraction does, so they win over a traditional step that only stands for the price (100/1 for 100.00).
const PLAIN_DENOMINATOR = 4;
// The longest denominator a book's fraction has (1/20, 21/20); past it the exact fraction is shown.
const SHORT_DENOMINATOR = 20;

let bookLadder: ReadonlyMap<number, Fraction> | undefined;

/**
 * The book's fractional ladder: one reduced fraction for each published price (price-grid.ts),
 * chosen as a bookmaker would write it and always reading back as exactly that price.
 */
export function fractionalLadder(): ReadonlyMap<number, Fraction> {
  bookLadder ??= new Map(priceGrid().map((price) => [price, ladderFraction(price)]));
  return bookLadder;
}

/**
 * The fractional form of D−1. A published price shows its step of the book's fractional ladder
 * (10/11 for 1.91, 1/8 for 1.13, 69/2 for 35.50); a price off the ladder (an express's product) shows
 * an exact short fraction, else the traditional fraction when it reads back as the price, else exact.
 */
export function toFraction(decimal: number): Fraction {
  const price = stripFloatNoise(decimal);
  if (isOnPriceGrid(price)) {
    const step = fractionalLadder().get(price);
    if (step) return step;
  }
  const exact = exactFraction(price);
  if (exact.denominator <= SHORT_DENOMINATOR) return exact;
  return nearestTraditional(price) ?? exact;
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

// In order of preference: the exact price in whole numbers, halves or quarters; the traditional step
// that reads back as it; an exact fraction over at most 20; the fraction with the smallest denominator
// (at most 20) that reads back as it; the exact fraction (101/100 for 2.01, where nothing short fits).
function ladderFraction(price: number): Fraction {
  const exact = exactFraction(price);
  if (exact.denominator <= PLAIN_DENOMINATOR) return exact;
  const traditional = nearestTraditional(price);
  if (traditional) return traditional;
  if (exact.denominator <= SHORT_DENOMINATOR) return exact;
  return smallestReadingBack(price) ?? exact;
}

function nearestTraditional(price: number): Fraction | undefined {
  let best: Fraction | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const step of FRACTIONAL_LADDER) {
    if (!readsBackAs(price, decimalOf(step))) continue;
    const distance = Math.abs(decimalOf(step) - price);
    if (distance < bestDistance) {
      best = step;
      bestDistance = distance;
    }
  }
  return best;
}

function smallestReadingBack(price: number): Fraction | undefined {
  const profit = price - 1;
  for (let denominator = 1; denominator <= SHORT_DENOMINATOR; denominator++) {
    const around = Math.round(profit * denominator);
    const fits = [around, around - 1, around + 1]
      .filter((numerator) => numerator > 0)
      .map((numerator) => reduce(numerator, denominator))
      .filter((fraction) => fraction.denominator === denominator && readsBackAs(price, decimalOf(fraction)))
      .sort((a, b) => Math.abs(decimalOf(a) - price) - Math.abs(decimalOf(b) - price));
    if (fits[0]) return fits[0];
  }
  return undefined;
}

function exactFraction(price: number): Fraction {
  return reduce(Number(parseScaled(stripFloatNoise(price - 1), EXACT_DIGITS)), 10 ** EXACT_DIGITS);
}

function decimalOf({ numerator, denominator }: Fraction): number {
  return stripFloatNoise(1 + numerator / denominator);
}

function reduce(numerator: number, denominator: number): Fraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
