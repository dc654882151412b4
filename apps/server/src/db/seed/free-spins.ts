import type { Database } from '../../infra/db';

// The demo brand's free spins (ADR 0064): the code SPINS10 gives 10 spins of our slot Orchard Stars at
// 1 USD each (or its worth in the player's currency); their wins are a casino bonus wagered five times
// within 7 days (stakes up to 5 USD count). Handed out, not listed on the promotions pages.
export async function seedFreeSpins(database: Database, brandId: number): Promise<void> {
  await database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, min_deposit_usd,
       wager_multiplier, sport_weight, casino_weight, max_bet_usd, valid_days, promo_code, max_activations, is_listed,
       spin_game, spin_count, spin_bet_cents)
     values ('FREESPINS_ORCHARD', $1, 'freespins', 3, 'casino', $2, 100, 10, 0, 5, 0, 100, 5, 7, 'SPINS10', 10000, false,
       'orchard-stars', 10, 100)
     on conflict (code) do update set brand_id = excluded.brand_id, names = excluded.names,
       wager_multiplier = excluded.wager_multiplier, max_bet_usd = excluded.max_bet_usd, valid_days = excluded.valid_days,
       promo_code = excluded.promo_code, spin_game = excluded.spin_game, spin_count = excluded.spin_count,
       spin_bet_cents = excluded.spin_bet_cents`,
    [
      brandId,
      JSON.stringify({
        en: '10 free spins on Orchard Stars',
        ru: '10 фриспинов в Orchard Stars',
        ar: '10 لفات مجانية في Orchard Stars',
      }),
    ],
  );
}
