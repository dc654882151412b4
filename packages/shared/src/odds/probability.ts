import { stripFloatNoise, toFixedDecimal } from '../money/decimal';

/** The probability a decimal price implies, 1/D (margin included). */
export function impliedProbability(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal <= 1) throw new RangeError(`odds must be above 1.00, got ${decimal}`);
  return stripFloatNoise(1 / decimal);
}

/** Shows a decimal price as its implied probability in percent with one decimal, e.g. 2.00 → '50.0%'. */
export function formatProbability(decimal: number): string {
  return `${toFixedDecimal(100 * impliedProbability(decimal), 1)}%`;
}
