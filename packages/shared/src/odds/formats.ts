import { stripFloatNoise, toFixedDecimal } from '../money/decimal';
import { parseFraction, toFraction } from './fractional';
import { readsBackAs, toPriceGrid } from './price-grid';

/**
 * Odds display formats, numbered as the feed's `cfview` (coefViewId) parameter. The spec fixes
 * only 0 = decimal (the default); the rest follow the order of the odds-format table.
 */
export const OddsFormat = {
  Decimal: 0,
  Fractional: 1,
  American: 2,
  HongKong: 3,
  Indonesian: 4,
  Malaysian: 5,
} as const;
export type OddsFormat = (typeof OddsFormat)[keyof typeof OddsFormat];

// Long Malaysian prices are tiny numbers (−0.00101 for 990.00): enough digits to tell ladder steps
// apart, and a bound so a 50-leg express's product still prints as a number of sane length.
const MAX_DIGITS = 8;
const SHOWN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Formats a decimal price for display, e.g. (2.1, American) → '+110'. Every format shows the fewest
 * digits, from its usual ones, that read back as the same price (price-grid.ts `readsBackAs`):
 * decimal shows a ladder price exactly ('2.00') and a price with a third decimal with it ('3.533').
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const price = stripFloatNoise(decimal);
  if (!Number.isFinite(price) || price <= 1) throw new RangeError(`odds must be above 1.00, got ${decimal}`);
  const profit = stripFloatNoise(price - 1);
  switch (format) {
    case OddsFormat.Decimal:
      return shortest(price, format, price, 2, 3);
    case OddsFormat.Fractional: {
      const { numerator, denominator } = toFraction(price);
      return `${numerator}/${denominator}`;
    }
    case OddsFormat.American:
      return price >= 2 ? `+${shortest(price, format, 100 * profit, 0)}` : shortest(price, format, -100 / profit, 0);
    case OddsFormat.HongKong:
      return shortest(price, format, profit, 2);
    case OddsFormat.Indonesian:
      return shortest(price, format, price >= 2 ? profit : -1 / profit, 2);
    case OddsFormat.Malaysian:
      return shortest(price, format, price <= 2 ? profit : -1 / profit, 2);
  }
}

/** Converts a displayed price back to decimal odds; throws RangeError on a value the format cannot hold. */
export function toDecimal(value: number | string, format: OddsFormat): number {
  if (format === OddsFormat.Fractional) {
    const { numerator, denominator } = parseFraction(String(value));
    return stripFloatNoise(1 + numerator / denominator);
  }
  const decimal = numericToDecimal(parseShown(value), format);
  if (decimal === undefined) throw new RangeError(`${value} is not a valid price in odds format ${format}`);
  return stripFloatNoise(decimal);
}

/** The published (ladder) price a displayed value stands for, e.g. ('-110', American) → 1.91. */
export function readPrice(value: number | string, format: OddsFormat): number {
  return toPriceGrid(toDecimal(value, format));
}

function parseShown(value: number | string): number {
  if (typeof value === 'number') return value;
  if (!SHOWN_NUMBER.test(value.trim())) throw new RangeError(`not a number: '${value}'`);
  return Number(value.trim());
}

function numericToDecimal(shown: number, format: Exclude<OddsFormat, 1>): number | undefined {
  if (!Number.isFinite(shown)) return undefined;
  switch (format) {
    case OddsFormat.Decimal:
      return shown >= 1 ? shown : undefined;
    case OddsFormat.American:
      if (shown >= 100) return 1 + shown / 100;
      return shown <= -100 ? 1 + 100 / -shown : undefined;
    case OddsFormat.HongKong:
      return shown >= 0 ? 1 + shown : undefined;
    case OddsFormat.Indonesian:
      if (shown >= 1) return 1 + shown;
      return shown <= -1 ? 1 + 1 / -shown : undefined;
    case OddsFormat.Malaysian:
      if (shown > 0 && shown <= 1) return 1 + shown;
      return shown < 0 && shown >= -1 ? 1 + 1 / -shown : undefined;
  }
}

// `shown` written with the fewest decimals from `min` (at most `max`) that read back as `price`:
// −110 for 1.91 (reads 1.909…, the ladder's 1.91), but −0.476 for 3.10 in Malaysian (−0.48 reads 3.08).
function shortest(price: number, format: Exclude<OddsFormat, 1>, shown: number, min: number, max = MAX_DIGITS) {
  for (let digits = min; digits < max; digits++) {
    const text = toFixedDecimal(shown, digits);
    const readBack = numericToDecimal(Number(text), format);
    if (readBack !== undefined && readsBackAs(price, stripFloatNoise(readBack))) return text;
  }
  return toFixedDecimal(shown, max);
}
