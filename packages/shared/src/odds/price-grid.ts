import { stripFloatNoise } from '../money/decimal';

// The book publishes every price on this ladder (ADR 0014), so the two decimals the site shows are
// the whole price and a 10.00 stake at "2.00" returns 20.00. Steps widen with the price, as books'
// ladders do, so that from 2.00 up a step never moves the implied probability by more than 0.25 %.
// Each band starts on a multiple of its own step, so rounding within a band lands on the ladder.
const BANDS: readonly { from: number; step: number }[] = [
  { from: 1_010, step: 10 }, // 1.01 … 9.99 by 0.01
  { from: 10_000, step: 100 }, // 10.0 … 19.9 by 0.1
  { from: 20_000, step: 500 }, // 20.0 … 49.5 by 0.5
  { from: 50_000, step: 1_000 }, // 50 … 99 by 1
  { from: 100_000, step: 10_000 }, // 100 … 1000 by 10
];
const MIN_THOUSANDTHS = 1_010;
const MAX_THOUSANDTHS = 1_000_000;
const THOUSANDTH = 1_000;
const MIN_STEP = 10;

/** The shortest price the book publishes. */
export const MIN_PRICE = MIN_THOUSANDTHS / THOUSANDTH;
/** The longest price the book publishes. */
export const MAX_PRICE = MAX_THOUSANDTHS / THOUSANDTH;

/** The nearest price on the ladder (a tie goes up), held within [MIN_PRICE, MAX_PRICE]. */
export function toPriceGrid(decimal: number): number {
  if (Number.isNaN(decimal)) throw new RangeError('a price cannot be NaN');
  if (decimal >= MAX_PRICE) return MAX_PRICE;
  const thousandths = stripFloatNoise(decimal * THOUSANDTH);
  let step = MIN_STEP;
  for (const band of BANDS) if (thousandths >= band.from) step = band.step;
  const snapped = Math.round(thousandths / step) * step;
  return Math.min(MAX_THOUSANDTHS, Math.max(MIN_THOUSANDTHS, snapped)) / THOUSANDTH;
}

/** Whether a decimal price is a step of the ladder (what every published outcome price is). */
export function isOnPriceGrid(decimal: number): boolean {
  return Number.isFinite(decimal) && toPriceGrid(decimal) === stripFloatNoise(decimal);
}

/** Every price of the ladder, shortest first. */
export function priceGrid(): number[] {
  const out: number[] = [];
  BANDS.forEach((band, i) => {
    const end = BANDS[i + 1]?.from ?? MAX_THOUSANDTHS + 1;
    for (let t = band.from; t < end; t += band.step) out.push(t / THOUSANDTH);
  });
  return out;
}

/**
 * Whether a value read back from a display stands for `price`: the same ladder price, or, for a
 * price off the ladder (an express's product, a bet struck before the ladder), the same thousandth.
 */
export function readsBackAs(price: number, readBack: number): boolean {
  if (!Number.isFinite(readBack)) return false;
  if (isOnPriceGrid(price)) return toPriceGrid(readBack) === stripFloatNoise(price);
  return toThousandth(readBack) === toThousandth(price);
}

function toThousandth(decimal: number): number {
  return Math.round(stripFloatNoise(decimal * THOUSANDTH)) / THOUSANDTH;
}

/**
 * Whether a margined price falls under the minimum the book offers (by default the ladder's 1.01):
 * it rounds below it on the ladder, as 1.004 rounds to 1.00. Such an outcome is suspended, never
 * lifted to the minimum (a near-certainty at 1.01 would pay more than it is worth).
 */
export function isBelowMinimumOdds(margined: number, minimum: number = MIN_PRICE): boolean {
  if (Number.isNaN(margined)) return true;
  const rounded = margined < MIN_PRICE ? Math.round(stripFloatNoise(margined * 100)) / 100 : toPriceGrid(margined);
  return rounded < minimum;
}
