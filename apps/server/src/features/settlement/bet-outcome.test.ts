import type { LegResult } from '@fairline/shared/coupon/leg';
import { describe, expect, it } from 'vitest';
import { betOutcome, type SettleableBet } from './bet-outcome';

const bet = (
  vid: number,
  legs: [number, LegResult, boolean?][],
  extra: Partial<SettleableBet> = {},
): SettleableBet => ({
  id: 1,
  userId: 1,
  vid,
  systemSizes: null,
  stake: 30_00,
  isExpressBoost: false,
  antiExpressMargin: null,
  promoBoostPercent: null,
  legs: legs.map(([odds, result, isBanker]) => ({ odds, result, isBanker: isBanker ?? false })),
  ...extra,
});

describe('betOutcome', () => {
  it.each([
    [
      'all won → 135',
      [
        [2000, 'won'],
        [1500, 'won'],
        [3000, 'won'],
      ],
      'won',
      135_00,
    ],
    [
      'first lost → 45',
      [
        [2000, 'lost'],
        [1500, 'won'],
        [3000, 'won'],
      ],
      'won',
      45_00,
    ],
    [
      'third void → 65',
      [
        [2000, 'won'],
        [1500, 'won'],
        [3000, 'void'],
      ],
      'won',
      65_00,
    ],
  ] as const)('settles the 2/3 system of the rules (odds 2.0, 1.5, 3.0, S = 30): %s', (_rule, legs, status, payout) => {
    expect(
      betOutcome(
        bet(
          2,
          legs.map((l) => [...l]),
          { systemSizes: [2] },
        ),
      ),
    ).toEqual({ decided: true, status, payout });
  });

  it('waits while a leg is open', () => {
    expect(betOutcome(bet(0, [[1850, 'open']]))).toEqual({ decided: false });
  });

  it('loses an express at once when a leg lost, though others are open', () => {
    expect(
      betOutcome(
        bet(1, [
          [2000, 'lost'],
          [1500, 'open'],
        ]),
      ),
    ).toEqual({ decided: true, status: 'lost', payout: 0 });
  });

  it('loses a multi-bet at once when its banker lost', () => {
    const legs: [number, LegResult, boolean?][] = [
      [2000, 'lost', true],
      [1500, 'open'],
      [1500, 'won'],
      [1500, 'won'],
    ];
    expect(betOutcome(bet(3, legs, { systemSizes: [2] }))).toEqual({ decided: true, status: 'lost', payout: 0 });
  });

  it('pays a multi-bet: banker odds × the system return', () => {
    // banker 2.0; system 2/3 of 1.5 each, all won: 3 combos of 2.25 = 6.75 per unit 10 → 67.5 × 2 = 135
    const legs: [number, LegResult, boolean?][] = [
      [2000, 'won', true],
      [1500, 'won'],
      [1500, 'won'],
      [1500, 'won'],
    ];
    expect(betOutcome(bet(3, legs, { systemSizes: [2] }))).toEqual({ decided: true, status: 'won', payout: 135_00 });
  });

  it('refunds a bet whose every leg is void', () => {
    expect(
      betOutcome(
        bet(1, [
          [2000, 'void'],
          [1500, 'void'],
        ]),
      ),
    ).toEqual({ decided: true, status: 'void', payout: 30_00 });
  });

  it('pays an anti-express when a leg lost, at odds recomputed over the non-void legs', () => {
    expect(
      betOutcome(
        bet(
          4,
          [
            [2000, 'won'],
            [1500, 'void'],
            [3000, 'lost'],
          ],
          { antiExpressMargin: 0, stake: 10_00 },
        ),
      ),
    ).toEqual({
      decided: true,
      status: 'won',
      payout: 12_00,
    });
  });

  it('adds the express boost to the winnings', () => {
    const legs: [number, LegResult][] = [
      [1500, 'won'],
      [1500, 'won'],
      [1500, 'won'],
      [1500, 'won'],
    ];
    expect(betOutcome(bet(1, legs, { stake: 10_00, isExpressBoost: true }))).toEqual({
      decided: true,
      status: 'won',
      payout: 52_65,
    });
  });

  it('adds a promo boost percentage to the winnings', () => {
    // 10 · 2.0 = 20, winnings 10 · 10 % = 1 → 21
    expect(betOutcome(bet(0, [[2000, 'won']], { stake: 10_00, promoBoostPercent: 10 }))).toEqual({
      decided: true,
      status: 'won',
      payout: 21_00,
    });
  });
});
