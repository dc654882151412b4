import { stripFloatNoise, toFixedDecimal } from '../money/decimal';
import { parseFraction, toFraction } from './fractional';

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

// Every format is shown to within half a cent of the decimal price, like two-decimal odds.
const HALF_CENT = 0.005;
const MAX_MALAYSIAN_DIGITS = 6;
const SHOWN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Formats a decimal price for display in the given format, e.g. (2.1, American) → '+110'. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const price = stripFloatNoise(decimal);
  if (!Number.isFinite(price) || price <= 1) throw new RangeError(`odds must be above 1.00, got ${decimal}`);
  const profit = stripFloatNoise(price - 1);
  switch (format) {
    case OddsFormat.Decimal:
      return toFixedDecimal(price, 2);
    case OddsFormat.Fractional: {
      const { numerator, denominator } = toFraction(price);
      return `${numerator}/${denominator}`;
    }
    case OddsFormat.American:
      return price >= 2 ? `+${toFixedDecimal(100 * profit, 0)}` : `-${toFixedDecimal(100 / profit, 0)}`;
    case OddsFormat.HongKong:
      return toFixedDecimal(profit, 2);
    case OddsFormat.Indonesian:
      return price >= 2 ? toFixedDecimal(profit, 2) : `-${toFixedDecimal(1 / profit, 2)}`;
    case OddsFormat.Malaysian:
      return formatMalaysian(price, profit);
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

// Malaysian prices above 2.00 are −1/(D−1): two decimals blur long odds badly (−0.48 reads back
// as 3.08 for 3.10), and short odds like 1.004 would round to an invalid 0.00. Show the fewest
// decimals, from two, that read back within half a cent.
function formatMalaysian(price: number, profit: number): string {
  const shown = price <= 2 ? profit : -1 / profit;
  for (let digits = 2; digits < MAX_MALAYSIAN_DIGITS; digits++) {
    const text = toFixedDecimal(shown, digits);
    const readBack = numericToDecimal(Number(text), OddsFormat.Malaysian);
    if (readBack !== undefined && stripFloatNoise(Math.abs(readBack - price)) <= HALF_CENT) return text;
  }
  return toFixedDecimal(shown, MAX_MALAYSIAN_DIGITS);
}
