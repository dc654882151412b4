import { CurrencyId } from '@fairline/shared/lookups/currencies';
import { describe, expect, it } from 'vitest';
import { betTemplate, isBetWorthAMessage, limitChangeMessages, toUsd } from './inbox-rules';

describe('which settled bets reach the inbox', () => {
  it('converts minor units to US dollars at the lookups’ rates', () => {
    expect(toUsd(50_00, CurrencyId.USD)).toBe(50);
    expect(toUsd(480_00, CurrencyId.KZT)).toBe(1);
  });

  it('messages a bet whose stake or return reaches the threshold, whichever is larger', () => {
    expect(isBetWorthAMessage({ stake: 50_00, payout: 0, currencyId: CurrencyId.USD }, 50)).toBe(true);
    expect(isBetWorthAMessage({ stake: 10_00, payout: 55_00, currencyId: CurrencyId.USD }, 50)).toBe(true);
    expect(isBetWorthAMessage({ stake: 49_99, payout: 0, currencyId: CurrencyId.USD }, 50)).toBe(false);
    expect(isBetWorthAMessage({ stake: 30_000_00, payout: 0, currencyId: CurrencyId.KZT }, 50)).toBe(true);
  });

  it('tells won, lost and void bets, never the player’s own sale or cancellation', () => {
    expect(['won', 'lost', 'void', 'sold', 'cancelled'].map(betTemplate)).toEqual([
      'bet_won',
      'bet_lost',
      'bet_void',
      null,
      null,
    ]);
  });
});

describe('what a limit change says', () => {
  const at = new Date('2026-11-22T12:00:00Z');

  it('a limit in force at once: limit_set', () => {
    expect(limitChangeMessages({ inForce: 100, pending: null })).toEqual([
      { template: 'limit_set', amount: 100, at: null },
    ]);
  });

  it('a raise or removal waiting 24 hours: told now, and again when it applies', () => {
    expect(limitChangeMessages({ inForce: 100, pending: { amount: null, effectiveAt: at } })).toEqual([
      { template: 'limit_pending', amount: null, at: null },
      { template: 'limit_applied', amount: null, at },
    ]);
  });

  it('no limit before or after: nothing', () => {
    expect(limitChangeMessages({ inForce: null, pending: null })).toEqual([]);
  });
});
