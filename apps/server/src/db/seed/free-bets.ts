import type { Database } from '../../infra/db';

// The demo brand's free bet (ADR 0071): FREEBET_5, a 5 USD stake token (or its worth in the player's
// currency, whole units) for a single from 1.50 or an express whose selections are 1.40 and total 2.00,
// any sport, pre-match or live, for 7 days. Granted by the marketing desk (staff grant) and by the promo
// code FREEBET5 at the office's promo-code check (once per player); not listed on the promotions pages.
// The points shop sells the same free bet for 400 points (item FREEBET_5, ADR 0071 "Grants by every path").
export async function seedFreeBets(database: Database, brandId: number): Promise<void> {
  await database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, min_deposit_usd,
       wager_multiplier, min_odds_single, min_odds_leg, min_odds_express, sport_weight, casino_weight, valid_days,
       is_listed, freebet_kinds, freebet_sports, freebet_markets, promo_code, max_activations)
     values ('FREEBET_5', $1, 'freebet', 6, 'sport', $2, 100, 5, 0, 0, 1500, 1400, 2000, 0, 0, 7, false,
       array['single', 'express'], null, 'any', 'FREEBET5', 100000)
     on conflict (code) do update set brand_id = excluded.brand_id, names = excluded.names, max_usd = excluded.max_usd,
       min_odds_single = excluded.min_odds_single, min_odds_leg = excluded.min_odds_leg,
       min_odds_express = excluded.min_odds_express, valid_days = excluded.valid_days,
       freebet_kinds = excluded.freebet_kinds, freebet_sports = excluded.freebet_sports,
       freebet_markets = excluded.freebet_markets, promo_code = excluded.promo_code,
       max_activations = excluded.max_activations`,
    [brandId, JSON.stringify({ en: 'Free bet 5 USD', ru: 'Фрибет 5 USD', ar: 'رهان مجاني 5 دولارات' })],
  );
  await database.query(
    `insert into loyalty_shop_items (brand_id, code, points, bonus_usd, campaign_code, names, sort)
     values ($1, 'FREEBET_5', 400, 5, 'FREEBET_5', $2, 10) on conflict (code) do nothing`,
    [brandId, JSON.stringify({ en: 'Free bet', ru: 'Фрибет', ar: 'رهان مجاني' })],
  );
}
