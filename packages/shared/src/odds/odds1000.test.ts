import { describe, expect, it } from 'vitest';
import { odds, oddsFromThousandths, oddsToDecimal } from './odds1000';

describe('exact odds in thousandths', () => {
  it.each([
    [1.85, 1850],
    ['1.850', 1850],
    [2.1, 2100],
    [1.001, 1001],
    [1.8555, 1856],
    [1000, 1_000_000],
  ] as const)('stores %s as %i thousandths', (decimal, thousandths) => {
    expect(odds(decimal)).toBe(thousandths);
    expect(oddsToDecimal(odds(decimal))).toBe(thousandths / 1000);
  });

  it.each([1, 0.5, '1.0004', Number.NaN, Number.POSITIVE_INFINITY, 'abc'])(
    'refuses %s (odds must pay above the stake)',
    (decimal) => {
      expect(() => odds(decimal)).toThrow(RangeError);
    },
  );

  it('refuses a fractional count of thousandths', () => {
    expect(() => oddsFromThousandths(1850.5)).toThrow(RangeError);
  });
});
