import { describe, expect, it } from 'vitest';
import { formatOdds, OddsFormat, readPrice } from './formats';
import { FRACTIONAL_LADDER, type Fraction, fractionalLadder, toFraction } from './fractional';
import { priceGrid, readsBackAs } from './price-grid';

const text = ({ numerator, denominator }: Fraction) => `${numerator}/${denominator}`;
const decimalOf = ({ numerator, denominator }: Fraction) => 1 + numerator / denominator;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

describe('the book fractional ladder', () => {
  it('has one step for every price the engine can publish, and shows each price as its step', () => {
    const ladder = fractionalLadder();
    expect([...ladder.keys()]).toEqual(priceGrid());
    for (const price of priceGrid()) expect(toFraction(price), `${price}`).toEqual(ladder.get(price));
  });

  it('reads every step back as exactly its published price (the price shown is the price paid)', () => {
    for (const [price, step] of fractionalLadder()) {
      expect(readPrice(text(step), OddsFormat.Fractional), `${price} as ${text(step)}`).toBe(price);
      expect(formatOdds(price, OddsFormat.Fractional)).toBe(text(step));
    }
  });

  it('writes every step reduced, and longer prices as larger fractions', () => {
    let previous = 0;
    for (const [price, step] of fractionalLadder()) {
      expect(gcd(step.numerator, step.denominator), `${price} as ${text(step)}`).toBe(1);
      expect(decimalOf(step), `${price} as ${text(step)}`).toBeGreaterThan(previous);
      previous = decimalOf(step);
    }
  });

  it('shows the traditional fraction wherever one reads back as the price, unless the price is exactly whole, halves or quarters', () => {
    for (const step of FRACTIONAL_LADDER) {
      const price = priceGrid().find((p) => readsBackAs(p, decimalOf(step)));
      if (price === undefined) continue;
      const shown = toFraction(price);
      if (shown.denominator <= 4 && decimalOf(shown) === price) continue;
      expect(FRACTIONAL_LADDER, `${price} shows ${text(shown)}`).toContainEqual(shown);
    }
  });

  it.each([
    [1.13, '1/8'],
    [1.09, '1/11'],
    [1.15, '2/13'],
    [1.91, '10/11'],
    [1.95, '20/21'],
    [2.1, '11/10'],
    [2.25, '5/4'],
    [2.63, '13/8'],
    [3.0, '2/1'],
    [4.33, '10/3'],
    [35.5, '69/2'],
    [100, '99/1'],
    [150, '149/1'],
  ])('shows %s as the book fraction %s', (price, shown) => {
    expect(text(toFraction(price))).toBe(shown);
  });

  it('uses a denominator over 20 only for a traditional step or where no shorter fraction reads back as the price (2.01 is 101/100)', () => {
    for (const [price, step] of fractionalLadder()) {
      if (step.denominator <= 20 || FRACTIONAL_LADDER.some((t) => text(t) === text(step))) continue;
      expect(decimalOf(step), `${price} as ${text(step)}`).toBeCloseTo(price, 9);
      for (let d = 1; d <= 20; d++) {
        for (let n = Math.floor((price - 1) * d) - 1; n <= Math.ceil((price - 1) * d) + 1; n++) {
          if (n > 0) expect(readsBackAs(price, 1 + n / d), `${price}: ${n}/${d}`).toBe(false);
        }
      }
    }
  });

  it('fits a price button: no step is longer than seven characters', () => {
    for (const [price, step] of fractionalLadder()) expect(text(step).length, `${price}`).toBeLessThanOrEqual(7);
  });

  it('keeps the thousandth of a price off the ladder (an express total of 2.855 is 371/200)', () => {
    expect(text(toFraction(2.855))).toBe('371/200');
    expect(text(toFraction(1.5))).toBe('1/2');
  });
});
