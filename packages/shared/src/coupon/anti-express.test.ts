import { describe, expect, it } from 'vitest';
import { odds } from '../odds/odds1000';
import { antiExpressOdds, antiExpressReturn } from './anti-express';
import { halfLost, halfWon, lost, pending, stake, voided, won } from './test-legs.testing';

const prices = (...decimals: number[]) => decimals.map((decimal) => odds(decimal));

describe('antiExpressOdds', () => {
  it.each([
    ['fair odds are P/(P−1) with P = ∏O', prices(2.0, 1.5, 3.0), 0, 1125],
    ['the margin divides the fair odds by 1 + M', prices(2.0, 1.5, 3.0), 0.05, 1071],
    ['two short legs', prices(1.5, 1.5), 0.05, 1714],
    ['a single leg is priced as laying it', prices(3.0), 0, 1500],
  ])('%s', (_rule, legOdds, margin, expected) => {
    expect(antiExpressOdds(legOdds, margin)).toBe(expected);
  });

  it('is not offered when the odds would not be above 1.00', () => {
    expect(antiExpressOdds(prices(10, 10, 10), 0.05)).toBeNull();
    expect(antiExpressOdds([], 0.05)).toBeNull();
  });

  it('refuses a negative margin', () => {
    expect(() => antiExpressOdds(prices(2, 2), -0.01)).toThrow(RangeError);
  });
});

describe('antiExpressReturn', () => {
  it.each([
    ['wins when a leg loses', [won(2.0), lost(1.5), won(3.0)], 11_25],
    ['wins when every leg loses', [lost(2.0), lost(1.5), lost(3.0)], 11_25],
    ['loses when every leg wins', [won(2.0), won(1.5), won(3.0)], 0],
    ['drops a void leg and recomputes the odds (P = 6 → 1.2)', [won(2.0), voided(1.5), lost(3.0)], 12_00],
    ['loses when every non-void leg wins', [won(2.0), voided(1.5), won(3.0)], 0],
    ['refunds when every leg is void', [voided(2.0), voided(1.5)], 10_00],
    ['splits a half-loss: half void (the rest won → 0), half lost (P = 3 → 1.5)', [halfLost(2.0), won(1.5)], 7_50],
    ['splits a half-win: half won (P = 3 → 1.5), half void (P = 1.5 → 3.0)', [halfWon(2.0), lost(1.5)], 22_50],
  ])('%s', (_rule, legs, expected) => {
    expect(antiExpressReturn(stake(10), legs, 0)).toBe(expected);
  });

  it('applies the stored margin when recomputing after a void', () => {
    expect(antiExpressReturn(stake(10), [won(2.0), voided(1.5), lost(3.0)], 0.05)).toBe(11_42);
  });

  it('refuses to split more than 16 half results', () => {
    const legs = [...Array.from({ length: 17 }, () => halfWon(1.5)), lost(2.0)];
    expect(() => antiExpressReturn(stake(10), legs, 0)).toThrow(RangeError);
  });

  it('is settled only when every leg is', () => {
    expect(() => antiExpressReturn(stake(10), [lost(2.0), pending(1.5)], 0)).toThrow(RangeError);
  });
});
