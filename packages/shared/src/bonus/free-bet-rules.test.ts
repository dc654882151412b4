import { describe, expect, it } from 'vitest';
import { type FreeBetRules, freeBetUnfit, freeBetWinnings } from './free-bet-rules';

const rules: FreeBetRules = {
  minOddsSingle: 1500,
  minOddsLeg: 1400,
  minOddsExpress: 2000,
  kinds: ['single', 'express'],
  sports: null,
  markets: 'any',
};
const now = new Date('2026-11-27T12:00:00Z');
const later = '2026-12-01T00:00:00Z';
const leg = (odds: number, o: { sportId?: number; live?: boolean } = {}) => ({
  odds,
  sportId: o.sportId ?? 1,
  live: o.live ?? false,
});

describe('where a free bet may be staked', () => {
  it('takes a single at its minimum odds and refuses one below', () => {
    expect(freeBetUnfit(rules, { vid: 0, legs: [leg(1500)] }, later, now)).toBeNull();
    expect(freeBetUnfit(rules, { vid: 0, legs: [leg(1499)] }, later, now)).toBe('minOdds');
  });

  it('needs each express selection and the total at their minimums', () => {
    expect(freeBetUnfit(rules, { vid: 1, legs: [leg(1400), leg(1500)] }, later, now)).toBeNull();
    expect(freeBetUnfit(rules, { vid: 1, legs: [leg(1300), leg(3000)] }, later, now)).toBe('minOdds');
    expect(freeBetUnfit(rules, { vid: 1, legs: [leg(1400), leg(1400)] }, later, now)).toBe('minOdds');
  });

  it('refuses a kind it does not name, a sport or market outside its list, and once it expired', () => {
    expect(freeBetUnfit(rules, { vid: 2, legs: [leg(2000), leg(2000), leg(2000)] }, later, now)).toBe('kind');
    expect(freeBetUnfit({ ...rules, sports: [2] }, { vid: 0, legs: [leg(2000)] }, later, now)).toBe('sport');
    expect(freeBetUnfit({ ...rules, markets: 'live' }, { vid: 0, legs: [leg(2000)] }, later, now)).toBe('market');
    expect(
      freeBetUnfit({ ...rules, markets: 'prematch' }, { vid: 0, legs: [leg(2000, { live: true })] }, later, now),
    ).toBe('market');
    expect(freeBetUnfit(rules, { vid: 0, legs: [leg(2000)] }, now.toISOString(), now)).toBe('expired');
  });

  it('pays only what a bet returns above its stake', () => {
    expect(freeBetWinnings(500, 1250)).toBe(750);
    expect(freeBetWinnings(500, 500)).toBe(0);
    expect(freeBetWinnings(500, 0)).toBe(0);
  });
});
