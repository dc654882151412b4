import { currencyById } from '@fairline/shared/lookups/currencies';
import { describe, expect, it } from 'vitest';
import {
  type Campaign,
  campaignForDeposit,
  depositBonusAmount,
  progressPercent,
  sportWager,
  type WagerRules,
} from './bonus-rules';

const USD = currencyById(10)!;
const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  code: 'WELCOME_SPORT',
  brandId: 1,
  kind: 'welcome',
  bonusType: 0,
  product: 'sport',
  names: { en: 'Sport welcome bonus' },
  countries: null,
  currencyIds: null,
  percent: 100,
  maxUsd: 100,
  minDepositUsd: 1,
  multiplier: 5,
  minOddsSingle: 1500,
  minOddsLeg: 1400,
  minOddsExpress: 2000,
  sportWeight: 100,
  casinoWeight: 0,
  maxBetUsd: 50,
  validDays: 30,
  startsAt: null,
  endsAt: null,
  ...over,
});
const rules: WagerRules = {
  multiplier: 5,
  minOddsSingle: 1500,
  minOddsLeg: 1400,
  minOddsExpress: 2000,
  sportWeight: 100,
  casinoWeight: 0,
  maxBet: 50_00,
};
const now = new Date('2026-11-26T12:00:00Z');
const facts = { brandId: 1, country: 'kz', currencyId: 10, welcomeChoice: 0, now };

describe('deposit bonus amount', () => {
  it('is the percent of the deposit, capped, and nothing below the minimum deposit', () => {
    expect(depositBonusAmount(campaign(), 40_00, USD)).toBe(40_00);
    expect(depositBonusAmount(campaign(), 250_00, USD)).toBe(100_00);
    expect(depositBonusAmount(campaign({ percent: 50 }), 33_33, USD)).toBe(16_66);
    expect(depositBonusAmount(campaign({ minDepositUsd: 10 }), 9_99, USD)).toBe(0);
  });
});

describe('the campaign a deposit earns', () => {
  const list = [
    campaign(),
    campaign({ id: 2, bonusType: 1, code: 'WELCOME_CASINO' }),
    campaign({ id: 3, kind: 'reload' }),
  ];
  it('gives the first deposit the welcome bonus chosen at registration, and a redeposit the reload', () => {
    expect(campaignForDeposit(list, { ...facts, isFirstDeposit: true })?.id).toBe(1);
    expect(campaignForDeposit(list, { ...facts, welcomeChoice: 1, isFirstDeposit: true })?.id).toBe(2);
    expect(campaignForDeposit(list, { ...facts, isFirstDeposit: false })?.id).toBe(3);
  });
  it('gives nothing to a refused or missing choice, another brand, country, currency or outside the dates', () => {
    expect(campaignForDeposit(list, { ...facts, welcomeChoice: -1, isFirstDeposit: true })).toBeUndefined();
    expect(campaignForDeposit(list, { ...facts, welcomeChoice: undefined, isFirstDeposit: true })).toBeUndefined();
    expect(campaignForDeposit([campaign({ brandId: 2 })], { ...facts, isFirstDeposit: true })).toBeUndefined();
    expect(campaignForDeposit([campaign({ countries: ['ru'] })], { ...facts, isFirstDeposit: true })).toBeUndefined();
    expect(campaignForDeposit([campaign({ currencyIds: [1] })], { ...facts, isFirstDeposit: true })).toBeUndefined();
    expect(campaignForDeposit([campaign({ endsAt: now })], { ...facts, isFirstDeposit: true })).toBeUndefined();
  });
});

describe('what a settled bet counts toward wagering', () => {
  const single = (odds: number, stake = 10_00, status = 'lost') => ({ status, stake, vid: 0, legOdds: [odds] });
  it('counts a won or lost single at the minimum odds or more, at the sportsbook weight', () => {
    expect(sportWager(rules, single(1500))).toBe(10_00);
    expect(sportWager(rules, single(2100, 10_00, 'won'))).toBe(10_00);
    expect(sportWager({ ...rules, sportWeight: 25 }, single(1500, 10_01))).toBe(2_50);
  });
  it('counts nothing below the minimum odds, above the maximum bet, void, or for a system', () => {
    expect(sportWager(rules, single(1499))).toBe(0);
    expect(sportWager(rules, single(1800, 50_01))).toBe(0);
    expect(sportWager(rules, single(1800, 10_00, 'void'))).toBe(0);
    expect(sportWager(rules, { status: 'lost', stake: 10_00, vid: 2, legOdds: [2000, 2000, 2000] })).toBe(0);
  });
  it('counts an express when every leg and the total odds meet their minimums', () => {
    expect(sportWager(rules, { status: 'lost', stake: 10_00, vid: 1, legOdds: [1450, 1400] })).toBe(10_00);
    expect(sportWager(rules, { status: 'lost', stake: 10_00, vid: 1, legOdds: [1390, 3000] })).toBe(0);
    expect(sportWager(rules, { status: 'lost', stake: 10_00, vid: 1, legOdds: [1400, 1400] })).toBe(0);
  });
  it('shows progress in whole percent, never past 100', () => {
    expect(progressPercent(2_999, 5_000)).toBe(59);
    expect(progressPercent(9_000, 5_000)).toBe(100);
  });
});
