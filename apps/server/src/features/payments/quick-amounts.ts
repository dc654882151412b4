/** Quick-amount targets in US dollars, turned into round amounts of each currency. */
const USD_TARGETS = [10, 25, 50, 100] as const;
const QUICK_COUNT = 4;

/** The round amount (1, 2 or 5 × 10^k minor units) nearest to `value`, at least one minor unit. */
function roundNice(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / power;
  const step = mantissa < 1.5 ? 1 : mantissa < 3.5 ? 2 : mantissa < 7.5 ? 5 : 10;
  return step * power;
}

/** Round amounts from `min` upward (1, 2, 5 × 10^k), `min` itself first when it is not round. */
function* roundLadder(min: number, max: number): Generator<number> {
  yield min;
  for (let power = 1; power <= max; power *= 10) {
    for (const step of [1, 2, 5]) {
      const value = step * power;
      if (value > min && value <= max) yield value;
    }
  }
}

/**
 * Up to four buttons for the cashier, in minor units: about 10, 25, 50 and 100 US dollars rounded to
 * what a player of the currency would type, kept inside the method's limits; where the limits cut
 * those away, the round amounts from the minimum upward take their place.
 */
export function quickAmounts(
  min: number,
  max: number,
  currency: { minorDigits: number; conversionCoefficient: number },
): number[] {
  if (!(min > 0) || max < min) return [];
  const scale = 10 ** currency.minorDigits;
  const picked = new Set<number>();
  for (const usd of USD_TARGETS) {
    const value = roundNice(usd * currency.conversionCoefficient * scale);
    if (value >= min && value <= max) picked.add(value);
  }
  for (const value of roundLadder(min, max)) {
    if (picked.size >= QUICK_COUNT) break;
    picked.add(value);
  }
  return [...picked].sort((a, b) => a - b).slice(0, QUICK_COUNT);
}
