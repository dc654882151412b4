import { describe, expect, it } from 'vitest';
import { BONUS_ICON_GROUPS, BonusType, bonusIconGroup, isBonusType, isCancelBonus } from './bonus-types';

describe('bonus types', () => {
  it('numbers the bonus types as the spec does', () => {
    expect(BonusType).toEqual({
      Cancel: -1,
      Sport: 0,
      Casino: 1,
      Promocode: 3,
      Double: 4,
      LostFirstBet: 5,
      Freebet: 6,
      FirstBetsCashback: 7,
      Insurance: 8,
      DistributionProfits: 9,
      Sport300Percent: 10,
      DailyBonus: 11,
      Boost: 13,
      RiskFree: 14,
      Tactical: 15,
      SportBetting: 16,
    });
  });

  it.each([
    [BonusType.Cancel, 'refuse-bonuses'],
    [BonusType.Sport, 'sport-bonus'],
    [BonusType.SportBetting, 'sport-bonus'],
    [BonusType.Boost, 'sport-bonus'],
    [BonusType.RiskFree, 'sport-bonus'],
    [BonusType.Casino, 'casino-bonus'],
    [BonusType.Promocode, 'promocode'],
    [BonusType.Double, 'double'],
    [BonusType.Freebet, 'freebet'],
    [BonusType.LostFirstBet, 'freebet'],
    [BonusType.FirstBetsCashback, 'first_bets_cashback'],
    [BonusType.Insurance, 'insurance'],
    [BonusType.DistributionProfits, 'distribution_profits'],
    [BonusType.Sport300Percent, 'sport_300_percent'],
    [BonusType.DailyBonus, 'daily-bonus'],
    [BonusType.Tactical, 'tactical-bonus'],
  ] as const)('draws bonus type %i with the %s icon group', (type, group) => {
    expect(bonusIconGroup(type)).toBe(group);
  });

  it('uses every icon group for at least one type', () => {
    const used = new Set(Object.values(BonusType).map(bonusIconGroup));
    expect([...used].sort()).toEqual([...BONUS_ICON_GROUPS].sort());
  });

  it('recognises the known type ids only', () => {
    expect(isBonusType(-1)).toBe(true);
    expect(isBonusType(2)).toBe(false);
    expect(isBonusType(12)).toBe(false);
  });

  it('treats only the cancel kind as a refused bonus', () => {
    expect(isCancelBonus(-1)).toBe(true);
    expect(isCancelBonus(0)).toBe(false);
  });
});
