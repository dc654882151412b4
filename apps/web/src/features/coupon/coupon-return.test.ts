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
    ['express', '10', 2, { totalStake: 1000, potential: 9000, totalOdds: 9, bets: 1 }],
    ['system', '30', 2, { totalStake: 3000, potential: 13500, bets: 3 }],
    ['single', '10', 2, { totalStake: 3000, potential: 6500, bets: 3 }],
  ] as const)('prices a %s of 2.0, 1.5, 3.0 with stake %s', (type, stake, k, expected) => {
    expect(quoteCoupon(legs, type, stake, k)).toEqual(expected);
  });

  it('prices at the new odds while a change waits to be accepted', () => {
    const changed = [{ ...legs[0], newCoef: 2.5 } as Selection];
    expect(quoteCoupon(changed, 'single', '10', 2)?.potential).toBe(2500);
  });

  it('has nothing to show without a stake', () => {
    expect(quoteCoupon(legs, 'express', '', 2)).toBeNull();
    expect(quoteCoupon(legs, 'express', '0', 2)).toBeNull();
  });
});
