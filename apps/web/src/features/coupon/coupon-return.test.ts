import { describe, expect, it } from 'vitest';
import { quoteCoupon } from './coupon-return';
import type { Selection } from './coupon-types';

const legs = [2.0, 1.5, 3.0].map(
  (coef, i): Selection => ({
    gameId: i + 1,
    constId: i + 1,
    type: 1,
    group: 1,
    param: 0,
    coef,
    kind: 3,
    labels: { game: '', market: '', outcome: '' },
  }),
);

describe('quoteCoupon', () => {
  it.each([
    // Three legs at 1.20 or more: the express boost's first tier, +3 % on the 80.00 won (the server's table).
    [
      'express',
      '10',
      2,
      {
        totalStake: 1000,
        potential: 9240,
        totalOdds: 9,
        bets: 1,
        boost: { percent: 3, next: { legs: 4, percent: 5 } },
      },
    ],
    ['system', '30', 2, { totalStake: 3000, potential: 13500, bets: 3 }],
    ['single', '10', 2, { totalStake: 3000, potential: 6500, bets: 3 }],
  ] as const)('prices a %s of 2.0, 1.5, 3.0 with stake %s', (type, stake, k, expected) => {
    expect(quoteCoupon(legs, type, stake, k)).toEqual(expected);
  });

  it('prices at the new odds while a change waits to be accepted', () => {
    const changed = [{ ...legs[0], newCoef: 2.5 } as Selection];
    expect(quoteCoupon(changed, 'single', '10', 2)?.potential).toBe(2500);
  });

  it('counts only legs at 1.20 or more toward the express boost', () => {
    const low = legs.map((s, i) => (i === 1 ? { ...s, coef: 1.15 } : s));
    // 2.0 × 1.15 × 3.0 = 6.9: no boost with two qualifying legs; the next tier is three.
    expect(quoteCoupon(low, 'express', '10', 2)).toMatchObject({
      potential: 6900,
      boost: { percent: 0, next: { legs: 3, percent: 3 } },
    });
  });

  it('has nothing to show without a stake', () => {
    expect(quoteCoupon(legs, 'express', '', 2)).toBeNull();
    expect(quoteCoupon(legs, 'express', '0', 2)).toBeNull();
  });
});
