import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, OddsFormat, readPrice, toDecimal } from './formats';
import { isOnPriceGrid, priceGrid } from './price-grid';

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
    [1.855, Decimal, '1.855'],
    [1.8456, Decimal, '1.846'],
    [150, Decimal, '150.00'],
    [2.5, Fractional, '3/2'],
    [1.91, Fractional, '10/11'],
    [1.5, Fractional, '1/2'],
    [1.67, Fractional, '2/3'],
    [11, Fractional, '10/1'],
    [1.855, Fractional, '171/200'],
    [2.01, Fractional, '101/100'],
    [1.33, Fractional, '1/3'],
    [12.5, Fractional, '23/2'],
    [150, Fractional, '149/1'],
    [2.82, Fractional, '20/11'],
    [1.13, Fractional, '1/8'],
    [2.63, Fractional, '13/8'],
    [2.25, Fractional, '5/4'],
    [35.5, Fractional, '69/2'],
    [2.1, American, '+110'],
    [1.4, American, '-250'],
    [1.91, American, '-110'],
    [3.75, American, '+275'],
    [1.998, American, '-100.2'],
    [3.533, American, '+253.3'],
    [2.1, HongKong, '1.10'],
    [1.4, HongKong, '0.40'],
    [2.5, Indonesian, '1.50'],
    [1.4, Indonesian, '-2.50'],
    [1.8, Malaysian, '0.80'],
    [3.0, Malaysian, '-0.50'],
    [5.0, Malaysian, '-0.25'],
    [3.1, Malaysian, '-0.476'],
    [1.004, Malaysian, '0.004'],
    [990, Malaysian, '-0.00101'],
    [1.998, Indonesian, '-1.002'],
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
  const formats = [Decimal, Fractional, American, HongKong, Indonesian, Malaysian] as const;

  it.each(formats)('reads every published (ladder) price shown in format %i back as exactly that price', (format) => {
    for (const price of priceGrid()) expect(readPrice(formatOdds(price, format), format), `${price}`).toBe(price);
  });

  it('shows a ladder price in decimal as exactly the price, with two decimals', () => {
    for (const price of priceGrid()) expect(formatOdds(price, Decimal)).toBe(price.toFixed(2));
  });

  // Off the ladder (an express's product, a bet struck before the ladder) a price keeps its thousandth.
  const offLadder = fc
    .integer({ min: 1001, max: 100_000 })
    .map((thousandths) => thousandths / 1000)
    .filter((decimal) => !isOnPriceGrid(decimal));

  it.each(formats)('reads a price off the ladder shown in format %i back to its thousandth', (format) => {
    fc.assert(
      fc.property(offLadder, (decimal) => {
        const back = toDecimal(formatOdds(decimal, format), format);
        expect(Math.round(back * 1000) / 1000).toBe(decimal);
      }),
    );
  });

  it('reads a shown price back as the ladder price it stands for', () => {
    expect(readPrice('-110', American)).toBe(1.91);
    expect(readPrice('10/11', Fractional)).toBe(1.91);
    expect(readPrice('-0.476', Malaysian)).toBe(3.1);
    expect(() => readPrice('+99', American)).toThrow(RangeError);
  });
});
