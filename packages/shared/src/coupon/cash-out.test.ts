import { describe, expect, it } from 'vitest';
import { type CashOutLeg, cashOutQuote, partialCashOut } from './cash-out';
import { halfWon, lost, pending, stake, voided, won } from './test-legs.testing';

const openAt = (price: number, probability: number, isSuspended = false): CashOutLeg => ({
  ...pending(price),
  probability,
  isSuspended,
});

describe('cashOutQuote', () => {
  it('values CO = S·∏(won O)·∏(open O_placed·p̂)·(1 − c)', () => {
    // 10 · 2.0 · (1.5 · 0.7) · 0.95 = 19.95
    expect(cashOutQuote(stake(10), [won(2.0), openAt(1.5, 0.7)], 0.05)).toMatchObject({
      isOffered: true,
      amount: 19_95,
    });
  });

  it('counts void and half results with their settlement factors', () => {
    // 10 · 1 · (2.0 + 1)/2 · (2.0 · 0.5) · 1 = 15
    const legs = [voided(3.0), halfWon(2.0), openAt(2.0, 0.5)];
    expect(cashOutQuote(stake(10), legs, 0)).toMatchObject({ isOffered: true, amount: 15_00 });
  });

  it('rounds the value down', () => {
    expect(cashOutQuote(stake(10), [openAt(1.85, 0.51)], 0.07)).toMatchObject({ amount: 8_77 });
  });

  it.each([
    ['once any leg has lost', [lost(2.0), openAt(1.5, 0.7)], 'legLost'],
    ['while an open leg is suspended', [won(2.0), openAt(1.5, 0.7, true)], 'legSuspended'],
    ['when no leg is open (settlement pays it)', [won(2.0), won(1.5)], 'settled'],
  ] as const)('is not offered %s', (_rule, legs, reason) => {
    expect(cashOutQuote(stake(10), legs, 0.05)).toEqual({ isOffered: false, reason });
  });

  it('needs the current probability of every open leg', () => {
    expect(() => cashOutQuote(stake(10), [pending(1.5)], 0.05)).toThrow(RangeError);
    expect(() => cashOutQuote(stake(10), [openAt(1.5, 1.2)], 0.05)).toThrow(RangeError);
  });
});

describe('partialCashOut', () => {
  it('pays f·CO and leaves (1 − f)·S on at the original odds', () => {
    // CO = 19.95; half of it = 9.975 → 9.97
    expect(partialCashOut(stake(10), [won(2.0), openAt(1.5, 0.7)], 0.05, 0.5)).toEqual({
      isOffered: true,
      paid: 9_97,
      soldStake: 5_00,
      remainingStake: 5_00,
    });
  });

  it('sells the whole bet at f = 1', () => {
    expect(partialCashOut(stake(10), [won(2.0), openAt(1.5, 0.7)], 0.05, 1)).toMatchObject({
      paid: 19_95,
      remainingStake: 0,
    });
  });

  it('is refused for the same reasons as a full cash-out', () => {
    expect(partialCashOut(stake(10), [lost(2.0), openAt(1.5, 0.7)], 0.05, 0.5)).toEqual({
      isOffered: false,
      reason: 'legLost',
    });
  });

  it.each([0, -0.5, 1.5, Number.NaN])('refuses the fraction %s', (fraction) => {
    expect(() => partialCashOut(stake(10), [openAt(1.5, 0.7)], 0.05, fraction)).toThrow(RangeError);
  });
});
