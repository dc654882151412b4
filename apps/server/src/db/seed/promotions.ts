import type { Database } from '../../infra/db';

// The demo brand's promotions pages and promo code (issue 22, ADR 0044): a text per language for every
// campaign's page, and the promo code START20 (20 USD, or its worth in the player's currency, wagered
// five times on sports within 14 days; 10,000 activations in all). WELCOME10 and EXPRESS5 stay the bet
// slip's winnings boosts: a different code keeps the two kinds of code apart.
const DESCRIPTIONS: Record<string, Record<'en' | 'ru' | 'ar', string>> = {
  WELCOME_SPORT: {
    en: 'Choose the sport bonus when you register and your first deposit is doubled for betting on sports.',
    ru: 'Выберите спортивный бонус при регистрации, и ваш первый депозит удвоится для ставок на спорт.',
    ar: 'اختر المكافأة الرياضية عند التسجيل وسيتضاعف إيداعك الأول للمراهنة على الرياضة.',
  },
  WELCOME_CASINO: {
    en: 'Choose the casino bonus when you register and your first deposit is doubled for our casino games.',
    ru: 'Выберите бонус казино при регистрации, и ваш первый депозит удвоится для игр нашего казино.',
    ar: 'اختر مكافأة الكازينو عند التسجيل وسيتضاعف إيداعك الأول لألعاب الكازينو لدينا.',
  },
  RELOAD_SPORT: {
    en: 'Every later deposit earns half its amount again as a sports bonus while no other bonus runs.',
    ru: 'Каждый следующий депозит приносит ещё половину суммы спортивным бонусом, пока не действует другой бонус.',
    ar: 'كل إيداع لاحق يمنحك نصف قيمته مكافأة رياضية ما دامت لا توجد مكافأة أخرى نشطة.',
  },
  PROMO_START: {
    en: 'Enter the promo code in your account under Bonuses and get a sports bonus without a deposit.',
    ru: 'Введите промокод в личном кабинете в разделе «Бонусы» и получите спортивный бонус без депозита.',
    ar: 'أدخل الرمز الترويجي في حسابك ضمن المكافآت واحصل على مكافأة رياضية دون إيداع.',
  },
};

/** Fills the promo code campaign and the pages' texts (by code: a restart updates them, never duplicates). */
export async function seedPromotions(database: Database, brandId: number): Promise<void> {
  await database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, min_deposit_usd,
       wager_multiplier, min_odds_single, min_odds_leg, min_odds_express, sport_weight, casino_weight, max_bet_usd,
       valid_days, promo_code, max_activations)
     values ('PROMO_START', $1, 'promo', 3, 'sport', $2, 100, 20, 0, 5, 1500, 1400, 2000, 100, 0, 20, 14, 'START20', 10000)
     on conflict (code) do update set brand_id = excluded.brand_id, names = excluded.names, max_usd = excluded.max_usd,
       wager_multiplier = excluded.wager_multiplier, max_bet_usd = excluded.max_bet_usd,
       valid_days = excluded.valid_days, promo_code = excluded.promo_code, max_activations = excluded.max_activations`,
    [brandId, JSON.stringify({ en: 'Promo code START20', ru: 'Промокод START20', ar: 'الرمز الترويجي START20' })],
  );
  for (const [code, texts] of Object.entries(DESCRIPTIONS)) {
    await database.query('update bonus_campaigns set descriptions = $2 where code = $1', [code, JSON.stringify(texts)]);
  }
}
