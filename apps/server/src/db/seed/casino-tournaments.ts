import type { Database } from '../../infra/db';

// The demo brand's casino tournaments (ADR 0065): two series the server turns into tournaments on the
// simulated clock, so one of each is always running. A daily wager race (slots and instant games,
// 10 points per 1 USD-equivalent staked) and a weekly best multiplier (slots, plinko and crash; a round
// counts from a 0.50 USD stake; 5 rounds to qualify). Prizes in USD, converted as bonuses convert.
const SERIES = [
  {
    code: 'daily-wager-race',
    recurrence: 'daily',
    durationMinutes: 1_440,
    definition: {
      names: { en: 'Daily wager race', ru: 'Ежедневная гонка ставок', ar: 'سباق الرهانات اليومي' },
      rule: 'wager',
      games: [],
      categories: ['slots', 'instant'],
      reference_currency: 10,
      points_per_unit: 10,
      min_rounds: 1,
      prizes: [
        { from: 1, to: 1, usd: 50 },
        { from: 2, to: 2, usd: 25 },
        { from: 3, to: 3, usd: 10 },
        { from: 4, to: 10, usd: 5 },
      ],
    },
  },
  {
    code: 'weekly-best-multiplier',
    recurrence: 'weekly',
    durationMinutes: 10_080,
    definition: {
      names: { en: 'Weekly best multiplier', ru: 'Лучший множитель недели', ar: 'أفضل مضاعف في الأسبوع' },
      rule: 'multiplier',
      games: [
        'fairline-studio:orchard-stars',
        'fairline-studio:sunstone-ways',
        'fairline-studio:plinko',
        'fairline-studio:crash',
      ],
      categories: [],
      reference_currency: 10,
      points_per_unit: 1,
      min_stake_usd: 0.5,
      min_rounds: 5,
      prizes: [
        { from: 1, to: 1, usd: 200 },
        { from: 2, to: 2, usd: 100 },
        { from: 3, to: 3, usd: 50 },
        { from: 4, to: 10, usd: 20 },
      ],
    },
  },
] as const;

/** Fills the demo brand's tournament series (by code: a restart never duplicates one). */
export async function seedCasinoTournaments(database: Database, brandId: number): Promise<void> {
  for (const s of SERIES) {
    await database.query(
      `insert into casino_tournament_series (brand_id, code, recurrence, duration_minutes, definition)
       values ($1, $2, $3, $4, $5) on conflict (code) do nothing`,
      [brandId, s.code, s.recurrence, s.durationMinutes, JSON.stringify(s.definition)],
    );
  }
}
