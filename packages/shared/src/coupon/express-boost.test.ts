import { describe, expect, it } from 'vitest';
import { odds } from '../odds/odds1000';
import {
  boostedExpressReturn,
  DEFAULT_EXPRESS_BOOST,
  type ExpressBoostConfig,
  expressBoostPercent,
} from './express-boost';
import { halfLost, lost, pending, stake, voided, won } from './test-legs.testing';

const fourAt150 = [won(1.5), won(1.5), won(1.5), won(1.5)];

describe('expressBoostPercent', () => {
  it.each([
    ['two legs reach no tier', [won(1.5), won(1.5)], 0],
    ['three qualifying legs get the first tier', [won(1.5), won(1.5), won(1.5)], 3],
    ['four qualifying legs get the next tier', fourAt150, 5],
    ['a leg below the minimum price does not qualify', [won(1.5), won(1.5), won(1.5), won(1.1)], 3],
    ['a leg at exactly the minimum price qualifies', [won(1.5), won(1.5), won(1.5), won(1.2)], 5],
    ['a void leg drops out and the tier is recomputed', [won(1.5), won(1.5), won(1.5), voided(1.5)], 3],
    ['open legs count for the potential return', [pending(1.5), pending(1.5), won(1.5), won(1.5)], 5],
    ['twelve legs reach the top tier', Array.from({ length: 12 }, () => won(1.3)), 30],
  ])('%s', (_rule, legs, percent) => {
    expect(expressBoostPercent(legs)).toBe(percent);
  });

  it('takes its tiers from configuration', () => {
    const config: ExpressBoostConfig = { minOdds: odds(1.4), tiers: [{ minLegs: 2, percent: 2.5 }] };
    expect(expressBoostPercent([won(1.5), won(1.4)], config)).toBe(2.5);
    expect(expressBoostPercent([won(1.5), won(1.3)], config)).toBe(0);
  });

  it('has a default table rising with the number of legs', () => {
    const percents = DEFAULT_EXPRESS_BOOST.tiers.map((tier) => tier.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });
});

describe('boostedExpressReturn', () => {
  it('adds the percentage to the winnings R − S and rounds down once', () => {
    // R = 10 · 1.5⁴ = 50.625; winnings 40.625 · 5 % = 2.03125 → 52.65625 → 52.65
    expect(boostedExpressReturn(stake(10), fourAt150)).toEqual({ total: 52_65, bonus: 2_03, percent: 5 });
  });

  it('recomputes the tier without the void leg', () => {
    // R = 10 · 1.5³ = 33.75; winnings 23.75 · 3 % = 0.7125 → 34.4625 → 34.46
    const legs = [won(1.5), won(1.5), won(1.5), voided(1.5)];
    expect(boostedExpressReturn(stake(10), legs)).toEqual({ total: 34_46, bonus: 71, percent: 3 });
  });

  it('boosts nothing on a lost express', () => {
    expect(boostedExpressReturn(stake(10), [...fourAt150, lost(1.5)])).toEqual({ total: 0, bonus: 0, percent: 0 });
  });

  it('boosts nothing when half results leave no winnings', () => {
    // 1.5 · 1/2 · 1.2 · 1.1 = 0.99: three qualifying legs, but the express returns less than its stake
    const legs = [won(1.5), halfLost(1.5), won(1.2), won(1.1)];
    expect(boostedExpressReturn(stake(10), legs)).toEqual({ total: 9_90, bonus: 0, percent: 0 });
  });
});
