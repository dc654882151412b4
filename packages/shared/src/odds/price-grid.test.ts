import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBelowMinimumOdds,
  isOnPriceGrid,
  MAX_PRICE,
  MIN_PRICE,
  priceGrid,
  readsBackAs,
  toPriceGrid,
} from './price-grid';

const grid = priceGrid();

describe('the price ladder', () => {
  it('runs from 1.01 to 1000 by 0.01 below 10, 0.1 below 20, 0.5 below 50, 1 below 100, then 10', () => {
    expect([grid[0], grid.at(-1), MIN_PRICE, MAX_PRICE]).toEqual([1.01, 1000, 1.01, 1000]);
    const stepAt = (price: number) => {
      const i = grid.indexOf(price);
      return Math.round(((grid[i + 1] ?? 0) - price) * 1000) / 1000;
    };
    expect([1.01, 9.98, 9.99, 10, 19.9, 20, 49.5, 50, 99, 100, 990].map(stepAt)).toEqual([
      0.01, 0.01, 0.01, 0.1, 0.1, 0.5, 0.5, 1, 1, 10, 10,
    ]);
  });

  it('has prices that are whole cents, so two decimals show each one exactly', () => {
    for (const price of grid) expect(Math.round(price * 100) / 100).toBe(price);
  });

  it('rounds a price to the nearest step, a tie going up', () => {
    expect([toPriceGrid(1.998), toPriceGrid(1.994), toPriceGrid(1.125), toPriceGrid(9.996)]).toEqual([
      2, 1.99, 1.13, 10,
    ]);
    expect([toPriceGrid(10.04), toPriceGrid(19.97), toPriceGrid(33.2), toPriceGrid(67.4), toPriceGrid(154.9)]).toEqual([
      10, 20, 33, 67, 150,
    ]);
  });

  it('holds prices within 1.01 … 1000 and refuses NaN', () => {
    expect([toPriceGrid(1.0001), toPriceGrid(0.5), toPriceGrid(5000), toPriceGrid(Number.POSITIVE_INFINITY)]).toEqual([
      1.01, 1.01, 1000, 1000,
    ]);
    expect(() => toPriceGrid(Number.NaN)).toThrow(RangeError);
  });

  it('moves any price by at most half a step, to a price on the ladder, keeping the order of prices', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        (a, b) => {
          const snapped = toPriceGrid(a);
          expect(isOnPriceGrid(snapped)).toBe(true);
          const i = grid.indexOf(snapped);
          const gap = Math.max((grid[i + 1] ?? snapped) - snapped, snapped - (grid[i - 1] ?? snapped));
          expect(Math.abs(snapped - a)).toBeLessThanOrEqual(gap / 2 + 1e-9);
          if (a <= b) expect(snapped).toBeLessThanOrEqual(toPriceGrid(b));
        },
      ),
    );
  });

  it('reads a value back as a ladder price when it rounds to it, and as any other price by its thousandth', () => {
    expect(readsBackAs(1.91, 1 + 100 / 110)).toBe(true);
    expect(readsBackAs(1.91, 1.904)).toBe(false);
    expect(readsBackAs(3.533, 3.5329)).toBe(true);
    expect(readsBackAs(3.533, 3.53)).toBe(false);
  });
});

describe('isBelowMinimumOdds', () => {
  it.each([
    [1.004, true],
    [1.0049, true],
    [1.005, false],
    [1.01, false],
    [Number.NaN, true],
  ])('takes a margined price of %s as under the ladder minimum 1.01: %s', (margined, below) => {
    expect(isBelowMinimumOdds(margined)).toBe(below);
  });

  it('compares the price as it rounds on the ladder with a brand minimum (1.194 is 1.19, under 1.20)', () => {
    expect(isBelowMinimumOdds(1.194, 1.2)).toBe(true);
    expect(isBelowMinimumOdds(1.195, 1.2)).toBe(false);
  });
});
