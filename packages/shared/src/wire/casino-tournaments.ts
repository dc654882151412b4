// Casino tournaments (issue 21 §4, ADR 0065): what a tournament is (its stored definition), the
// web-api answers under `/web-api/casino/v1/tournaments` and what its `/ws` topic
// `casino:tournament:<id>` carries. Money is integers in minor units; a multiplier score is in
// hundredths (250 = ×2.50); times are ISO date-times.
import { z } from 'zod';
import { casinoCategory, casinoGameId } from './casino-lobby';
import { TOURNAMENT_STATUSES } from './casino-lobby-codes';

export const TOURNAMENT_RULES = ['wager', 'multiplier'] as const;
export type TournamentRule = z.infer<typeof tournamentRule>;
export const tournamentRule = z.enum(TOURNAMENT_RULES);

const names = z.object({ en: z.string().min(1).max(80), ru: z.string().max(80), ar: z.string().max(80) }).partial({
  ru: true,
  ar: true,
});

/** One row of the prize table: places `from`..`to` each win `usd` converted, or an amount per currency id. */
export const tournamentPrize = z.object({
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  usd: z.number().positive().optional().describe('Converted to the winner’s currency as bonuses convert'),
  amounts: z
    .record(z.string().regex(/^\d{1,6}$/), z.number().int().positive())
    .optional()
    .describe('Minor units per currency id; beats `usd` for that currency'),
});
export type TournamentPrize = z.infer<typeof tournamentPrize>;

/** A tournament as staff or the seed define it (stored as JSON beside its schedule). */
export const tournamentDefinition = z.object({
  names,
  rule: tournamentRule,
  games: z.array(casinoGameId).max(200).default([]).describe('Counting games by lobby id'),
  categories: z.array(casinoCategory).max(10).default([]).describe('Every game of these categories counts too'),
  currencies: z.array(z.number().int()).max(20).default([]).describe('Rounds in these currencies only; empty: any'),
  countries: z.array(z.string().length(2)).max(50).default([]).describe('Players of these countries only; empty: any'),
  reference_currency: z.number().int().describe('Wager: points per unit of this currency'),
  points_per_unit: z.number().int().min(1).max(1_000_000).default(1),
  min_stake_usd: z.number().min(0).default(0).describe('Multiplier: smallest stake of a counting round, USD'),
  min_rounds: z.number().int().min(1).max(100_000).default(1),
  prizes: z.array(tournamentPrize).min(1).max(50),
});
export type TournamentDefinition = z.infer<typeof tournamentDefinition>;

export { TOURNAMENT_STATUSES };
export const tournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** A tournament in a list: its name in the asked language, times and what decides it. */
export const tournamentSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: tournamentStatus,
    rule: tournamentRule,
    starts_at: z.string(),
    ends_at: z.string(),
    prizes: z.array(tournamentPrize),
    reference_currency: z.number().int(),
    points_per_unit: z.number().int(),
    min_stake_usd: z.number(),
    min_rounds: z.number().int(),
  })
  .meta({ id: 'TournamentSummary' });
export type TournamentSummary = z.infer<typeof tournamentSummary>;

/** One place of a leaderboard: a public tag (never the account id), the score and when it was reached. */
export const leaderboardRow = z.object({
  place: z.number().int().min(1),
  player: z.string().describe('A 6-hex public tag of the player'),
  score: z.number().int().describe('Points, or the best multiplier in hundredths'),
  rounds: z.number().int(),
  reached_at: z.string().describe('When the score was reached: the earlier wins a tie'),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

/** The leaderboard's head: the snapshot of `casino:tournament:<id>` (t = 'tournament'). */
export const tournamentBoard = z.object({
  t: z.literal('tournament'),
  tournament_id: z.number().int(),
  players: z.number().int().describe('Qualified players'),
  top: z.array(leaderboardRow),
  final: z.boolean().describe('true once the standings are frozen at the end'),
});
export type TournamentBoard = z.infer<typeof tournamentBoard>;

/** The change of a tournament's topic: the new head of the leaderboard (it replaces the previous). */
export const tournamentChange = tournamentBoard.extend({ t: z.literal('tournament:board') });
export type TournamentChange = z.infer<typeof tournamentChange>;

/** The signed-in player's own standing, even outside the head. */
export const tournamentMe = z.object({
  player: z.string(),
  place: z.number().int().nullable().describe('null: not qualified yet (no score or too few rounds)'),
  score: z.number().int(),
  rounds: z.number().int(),
  prize: z
    .object({
      amount: z.number().int(),
      currency_id: z.number().int(),
      status: z.enum(['due', 'paid', 'held']),
    })
    .nullable(),
});
export type TournamentMe = z.infer<typeof tournamentMe>;

/** A counting game, to link to its page. */
export const tournamentGame = z.object({
  id: casinoGameId,
  slug: z.string(),
  name: z.string(),
  category: casinoCategory,
  art_url: z.string(),
});

export const tournamentsQuery = z.object({ lang: z.string().max(10).optional() });
export const tournamentParams = z.object({
  tournamentId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/** GET /web-api/casino/v1/tournaments */
export const tournamentsAnswer = z.object({ data: z.object({ tournaments: z.array(tournamentSummary) }) });
export type TournamentsAnswer = z.infer<typeof tournamentsAnswer>;

/** GET /web-api/casino/v1/tournaments/:tournamentId */
export const tournamentAnswer = z.object({
  data: z.object({
    tournament: tournamentSummary,
    games: z.array(tournamentGame),
    board: tournamentBoard,
    me: tournamentMe.nullable().describe('null for a guest'),
    now: z.string().describe('The server clock, for the countdown'),
  }),
});
export type TournamentAnswer = z.infer<typeof tournamentAnswer>;
