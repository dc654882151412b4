import { CURRENCIES, currencyByCode } from '@fairline/shared/lookups/currencies';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts';

const usd = currencyByCode('USD')!;
const rub = currencyByCode('RUB')!;

describe('quick amounts', () => {
  it('offers about 10, 25, 50 and 100 dollars as round amounts of the currency', () => {
    expect(quickAmounts(100, 1_000_000, usd)).toEqual([10_00, 20_00, 50_00, 100_00]);
    expect(quickAmounts(100_00, 100_000_000, rub)).toEqual([1_000_00, 2_000_00, 5_000_00, 10_000_00]);
  });

  it('replaces amounts outside the method’s limits by round amounts from its minimum upward', () => {
    expect(quickAmounts(5_00, 60_00, usd)).toEqual([5_00, 10_00, 20_00, 50_00]);
    expect(quickAmounts(1_500, 3_000, usd)).toEqual([15_00, 20_00]);
  });

  it('stays within the limits, rises strictly and never offers more than four, for any limits and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        (currency, min, extra) => {
          const max = min + extra;
          const amounts = quickAmounts(min, max, currency);
          expect(amounts.length).toBeGreaterThan(0);
          expect(amounts.length).toBeLessThanOrEqual(4);
          for (const [i, value] of amounts.entries()) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(max);
            if (i > 0) expect(value).toBeGreaterThan(amounts[i - 1]!);
          }
        },
      ),
    );
  });
});
