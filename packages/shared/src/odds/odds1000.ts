import { formatScaled, parseScaled } from '../money/decimal';

/** Decimal odds as an integer of thousandths (1.85 → 1850), so products of legs stay exact. */
export type Odds1000 = number & { readonly __brand: 'Odds1000' };

// Prices are stored as numeric(10,3): three decimals is the exact precision of a price.
const ODDS_DIGITS = 3;
const ODDS_OF_ONE = 1000;

/** Exact odds from a decimal price (1.85 or '1.850'), rounded half up to the thousandth; must be above 1.00. */
export function odds(decimal: number | string): Odds1000 {
  return oddsFromThousandths(Number(parseScaled(decimal, ODDS_DIGITS)));
}

/** Brands an integer count of thousandths as odds; must be above 1000 (odds 1.00 pay nothing). */
export function oddsFromThousandths(thousandths: number): Odds1000 {
  if (!Number.isSafeInteger(thousandths) || thousandths <= ODDS_OF_ONE) {
    throw new RangeError(`odds must be above 1.000, got ${thousandths / 1000}`);
  }
  return thousandths as Odds1000;
}

/** The decimal price of exact odds, e.g. 1850 → 1.85. */
export function oddsToDecimal(value: Odds1000): number {
  return Number(formatScaled(BigInt(value), ODDS_DIGITS));
}
