import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, OddsFormat, toDecimal } from './formats';
import { formatProbability, impliedProbability } from './probability';

const { Decimal, Fractional, American, HongKong, Indonesian, Malaysian } = OddsFormat;

describe('OddsFormat', () => {
  it('numbers the formats as the feed parameter cfview, decimal being the default 0', () => {
    expect(OddsFormat).toEqual({ Decimal: 0, Fractional: 1, American: 2, HongKong: 3, Indonesian: 4, Malaysian: 5 });
  });
});

describe('formatOdds', () => {
  it.each([
    [2.0, Decimal, '2.00'],
    [2.0, Fractional, '1/1'],
    [2.0, American, '+100'],
    [2.0, HongKong, '1.00'],
    [2.0, Indonesian, '1.00'],
    [2.0, Malaysian, '1.00'],
  ] as const)('shows evens (D = 2.00) as %s in format %i → %s', (decimal, format, shown) => {
    expect(formatOdds(decimal, format)).toBe(shown);
  });

  it.each([
    [2.1, Decimal, '2.10'],
    [1.855, Decimal, '1.86'],
    [2.5, Fractional, '3/2'],
    [1.91, Fractional, '10/11'],
    [1.5, Fractional, '1/2'],
    [1.67, Fractional, '2/3'],
    [11, Fractional, '10/1'],
    [1.855, Fractional, '171/200'],
    [2.01, Fractional, '101/100'],
    [2.1, American, '+110'],
    [1.4, American, '-250'],
    [1.91, American, '-110'],
    [3.75, American, '+275'],
    [2.1, HongKong, '1.10'],
    [1.4, HongKong, '0.40'],
    [2.5, Indonesian, '1.50'],
    [1.4, Indonesian, '-2.50'],
    [1.8, Malaysian, '0.80'],
    [3.0, Malaysian, '-0.50'],
    [5.0, Malaysian, '-0.25'],
    [3.1, Malaysian, '-0.476'],
    [1.004, Malaysian, '0.004'],
  ] as const)('shows %s in format %i as %s', (decimal, format, shown) => {
    expect(formatOdds(decimal, format)).toBe(shown);
  });

  it('strips float noise before formatting', () => {
    expect(formatOdds(1.1 * 3, Decimal)).toBe('3.30');
    expect(formatOdds(0.7 + 0.1 + 1, HongKong)).toBe('0.80');
  });

  it.each([1, 0.9, Number.NaN])('refuses a price of %s (not above 1.00)', (decimal) => {
    expect(() => formatOdds(decimal, Decimal)).toThrow(RangeError);
  });
});

describe('toDecimal', () => {
  it.each([
    ['2.10', Decimal, 2.1],
    ['3/2', Fractional, 2.5],
    ['10/11', Fractional, 1.90909090909],
    ['+110', American, 2.1],
    ['-250', American, 1.4],
    [-100, American, 2],
    ['1.10', HongKong, 2.1],
    ['1.50', Indonesian, 2.5],
    ['-2.50', Indonesian, 1.4],
    ['0.80', Malaysian, 1.8],
    ['-0.50', Malaysian, 3],
    [1, Malaysian, 2],
  ] as const)('reads %s in format %i as %s', (shown, format, decimal) => {
    expect(toDecimal(shown, format)).toBe(decimal);
  });

  it.each([
    ['0.99', Decimal],
    ['1/0', Fractional],
    ['3:2', Fractional],
    ['+99', American],
    ['-50', American],
    ['-0.01', HongKong],
    ['0.5', Indonesian],
    ['-0.5', Indonesian],
    ['0', Malaysian],
    ['1.2', Malaysian],
    ['-1.5', Malaysian],
    ['', Decimal],
    ['0x10', Decimal],
  ] as const)('refuses %j in format %i', (shown, format) => {
    expect(() => toDecimal(shown, format)).toThrow(RangeError);
  });
});

describe('round trip', () => {
  const prices = fc.integer({ min: 1010, max: 100_000 }).map((thousandths) => thousandths / 1000);

  it.each([Decimal, Fractional, American, HongKong, Indonesian, Malaysian])(
    'reads format %i back to within 0.01 of the price',
    (format) => {
      fc.assert(
        fc.property(prices, (decimal) => {
          expect(Math.abs(toDecimal(formatOdds(decimal, format), format) - decimal)).toBeLessThanOrEqual(0.01);
        }),
      );
    },
  );
});

describe('probability', () => {
  it('shows the implied probability 1/D', () => {
    expect(impliedProbability(2)).toBe(0.5);
    expect(impliedProbability(1.25)).toBe(0.8);
    expect(formatProbability(2.1)).toBe('47.6%');
    expect(formatProbability(2)).toBe('50.0%');
  });
});
