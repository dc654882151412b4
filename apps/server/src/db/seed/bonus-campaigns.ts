import type { Database } from '../../infra/db';
import { seedFreeBets } from './free-bets';
import { seedFreeSpins } from './free-spins';
import { seedPromotions } from './promotions';

// The demo brand's bonus campaigns (issue 22, ADR 0039): the two welcome bonuses registration offers
// (the bonus type is the choice stored at registration) and a reload bonus on later deposits.
// Odds in thousandths, money in US dollars (converted per currency, whole units).
const CAMPAIGNS = [
  {
    code: 'WELCOME_SPORT',
    kind: 'welcome',
    bonusType: 0,
    product: 'sport',
    names: { en: 'Sport welcome bonus', ru: 'Приветственный бонус на спорт', ar: 'مكافأة الترحيب الرياضية' },
    percent: 100,
    maxUsd: 100,
    minDepositUsd: 1,
    multiplier: 5,
    odds: [1500, 1400, 2000],
    weights: [100, 0],
    maxBetUsd: 50,
    validDays: 30,
  },
  {
    code: 'WELCOME_CASINO',
    kind: 'welcome',
    bonusType: 1,
    product: 'casino',
    names: { en: 'Casino welcome bonus', ru: 'Приветственный бонус на казино', ar: 'مكافأة الترحيب للكازينو' },
    percent: 100,
    maxUsd: 300,
    minDepositUsd: 1,
    multiplier: 35,
    odds: [1000, 1000, 1000],
    weights: [0, 100],
    maxBetUsd: 5,
    validDays: 14,
  },
  {
    code: 'RELOAD_SPORT',
    kind: 'reload',
    bonusType: 16,
    product: 'sport',
    names: { en: 'Reload bonus', ru: 'Бонус на повторный депозит', ar: 'مكافأة إعادة الإيداع' },
    percent: 50,
    maxUsd: 50,
    minDepositUsd: 10,
    multiplier: 6,
    odds: [1600, 1400, 2000],
    weights: [100, 0],
    maxBetUsd: 25,
    validDays: 7,
  },
] as const;

/** Fills the demo brand's campaigns (by code: a restart updates them, never duplicates). */
export async function seedBonusCampaigns(database: Database, brandId: number): Promise<void> {
  for (const c of CAMPAIGNS) {
    await database.query(
      `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, min_deposit_usd,
         wager_multiplier, min_odds_single, min_odds_leg, min_odds_express, sport_weight, casino_weight, max_bet_usd, valid_days)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       on conflict (code) do update set brand_id = excluded.brand_id, kind = excluded.kind, bonus_type = excluded.bonus_type,
         product = excluded.product, names = excluded.names, percent = excluded.percent, max_usd = excluded.max_usd,
         min_deposit_usd = excluded.min_deposit_usd, wager_multiplier = excluded.wager_multiplier,
         min_odds_single = excluded.min_odds_single, min_odds_leg = excluded.min_odds_leg,
         min_odds_express = excluded.min_odds_express, sport_weight = excluded.sport_weight,
         casino_weight = excluded.casino_weight, max_bet_usd = excluded.max_bet_usd, valid_days = excluded.valid_days`,
      [
        c.code,
        brandId,
        c.kind,
        c.bonusType,
        c.product,
        JSON.stringify(c.names),
        c.percent,
        c.maxUsd,
        c.minDepositUsd,
        c.multiplier,
        ...c.odds,
        ...c.weights,
        c.maxBetUsd,
        c.validDays,
      ],
    );
  }
  await seedPromotions(database, brandId);
  await seedFreeSpins(database, brandId);
  await seedFreeBets(database, brandId);
}
