import type { Database } from '../../infra/db';

// The demo brand's loyalty points (ADR 0060): 1 point per 1 USD-equivalent of a settled sports stake,
// 0.2 per 1 USD of own money staked in the casino,
// and a shop of bonus money granted under the POINTS_SHOP campaign's rules (×3 wagering, singles from
// 1.50, 14 days). The campaign is disabled: no deposit, promo code or staff grant reads it; only the
// shop grants by it. The information page `points` states the same numbers.
const SHOP_CAMPAIGN = {
  code: 'POINTS_SHOP',
  names: { en: 'Points shop bonus', ru: 'Бонус за баллы', ar: 'مكافأة متجر النقاط' },
};

const ITEMS = [
  { code: 'BONUS_5', points: 500, bonusUsd: 5, names: { en: 'Small bonus', ru: 'Малый бонус', ar: 'مكافأة صغيرة' } },
  {
    code: 'BONUS_12',
    points: 1000,
    bonusUsd: 12,
    names: { en: 'Medium bonus', ru: 'Средний бонус', ar: 'مكافأة متوسطة' },
  },
  {
    code: 'BONUS_30',
    points: 2000,
    bonusUsd: 30,
    names: { en: 'Large bonus', ru: 'Большой бонус', ar: 'مكافأة كبيرة' },
  },
] as const;

/** Fills the demo brand's points rates, shop campaign and items (by code: a restart never duplicates). */
export async function seedLoyaltyPoints(database: Database, brandId: number): Promise<void> {
  await database.query(
    `insert into loyalty_point_rates (brand_id, product, points_per_usd) values ($1, 'sport', 1), ($1, 'casino', 0.2)
     on conflict (brand_id, product) do nothing`,
    [brandId],
  );
  await database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, min_deposit_usd,
       wager_multiplier, min_odds_single, min_odds_leg, min_odds_express, sport_weight, casino_weight, max_bet_usd,
       valid_days, is_enabled)
     values ($1, $2, 'welcome', 0, 'sport', $3, 100, 30, 0, 3, 1500, 1400, 2000, 100, 0, null, 14, false)
     on conflict (code) do nothing`,
    [SHOP_CAMPAIGN.code, brandId, JSON.stringify(SHOP_CAMPAIGN.names)],
  );
  for (const [i, item] of ITEMS.entries()) {
    await database.query(
      `insert into loyalty_shop_items (brand_id, code, points, bonus_usd, campaign_code, names, sort)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing`,
      [brandId, item.code, item.points, item.bonusUsd, SHOP_CAMPAIGN.code, JSON.stringify(item.names), i],
    );
  }
}
