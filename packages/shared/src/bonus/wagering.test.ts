import { describe, expect, it } from 'vitest';
import { oddsQualify, splitStake, type WagerRules } from './wagering';

const rules: WagerRules = {
  multiplier: 5,
  minOddsSingle: 1500,
  minOddsLeg: 1400,
  minOddsExpress: 2000,
  sportWeight: 100,
  casinoWeight: 0,
  maxBet: 50_00,
};

describe('the staking order (ADR 0039, 0063)', () => {
  it('takes cash first and only the shortfall from bonus money', () => {
    expect(splitStake(30_00, 50_00, 20_00, 50_00)).toEqual({
      fromCash: 30_00,
      fromBonus: 0,
      covered: true,
      aboveMaxBet: false,
    });
    expect(splitStake(30_00, 20_00, 20_00, 50_00)).toMatchObject({ fromCash: 20_00, fromBonus: 10_00, covered: true });
    expect(splitStake(50_00, 20_00, 20_00, 50_00)).toMatchObject({ fromBonus: 30_00, covered: false });
  });

  it('refuses bonus money above the maximum bet, never a stake of cash alone', () => {
    expect(splitStake(60_00, 100_00, 100_00, 50_00).aboveMaxBet).toBe(false);
    expect(splitStake(60_00, 20_00, 100_00, 50_00).aboveMaxBet).toBe(true);
    expect(splitStake(60_00, 20_00, 100_00, null).aboveMaxBet).toBe(false);
  });
});

describe('which bets qualify by odds', () => {
  it('takes a single at the minimum, an express by its legs and total, never a system', () => {
    expect(oddsQualify(rules, { vid: 0, legOdds: [1500] })).toBe(true);
    expect(oddsQualify(rules, { vid: 0, legOdds: [1499] })).toBe(false);
    expect(oddsQualify(rules, { vid: 1, legOdds: [1450, 1400] })).toBe(true);
    expect(oddsQualify(rules, { vid: 1, legOdds: [1390, 3000] })).toBe(false);
    expect(oddsQualify(rules, { vid: 2, legOdds: [2000, 2000, 2000] })).toBe(false);
  });
});
