// Bonus types and the icon group each one is drawn with, as both specs list them.

export const BonusType = {
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
} as const;
export type BonusType = (typeof BonusType)[keyof typeof BonusType];

// Group names are the spec's, hyphens and underscores as given.
export const BONUS_ICON_GROUPS = [
  'refuse-bonuses',
  'sport-bonus',
  'casino-bonus',
  'promocode',
  'double',
  'freebet',
  'first_bets_cashback',
  'insurance',
  'distribution_profits',
  'sport_300_percent',
  'daily-bonus',
  'tactical-bonus',
] as const;
export type BonusIconGroup = (typeof BONUS_ICON_GROUPS)[number];

const ICON_GROUP_BY_TYPE: Readonly<Record<BonusType, BonusIconGroup>> = {
  [BonusType.Cancel]: 'refuse-bonuses',
  [BonusType.Sport]: 'sport-bonus',
  [BonusType.SportBetting]: 'sport-bonus',
  [BonusType.Boost]: 'sport-bonus',
  [BonusType.RiskFree]: 'sport-bonus',
  [BonusType.Casino]: 'casino-bonus',
  [BonusType.Promocode]: 'promocode',
  [BonusType.Double]: 'double',
  [BonusType.Freebet]: 'freebet',
  [BonusType.LostFirstBet]: 'freebet',
  [BonusType.FirstBetsCashback]: 'first_bets_cashback',
  [BonusType.Insurance]: 'insurance',
  [BonusType.DistributionProfits]: 'distribution_profits',
  [BonusType.Sport300Percent]: 'sport_300_percent',
  [BonusType.DailyBonus]: 'daily-bonus',
  [BonusType.Tactical]: 'tactical-bonus',
};

const bonusTypes: ReadonlySet<number> = new Set(Object.values(BonusType));

/** True when the number is a known bonus type id. */
export function isBonusType(value: number): value is BonusType {
  return bonusTypes.has(value);
}

/** The icon group a bonus of this type is drawn with. */
export function bonusIconGroup(type: BonusType): BonusIconGroup {
  return ICON_GROUP_BY_TYPE[type];
}

/** Whether the bonus choice means "no bonus" (the cancel kind). */
export function isCancelBonus(type: number): boolean {
  return type === BonusType.Cancel;
}
