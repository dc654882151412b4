// The results page's call (issue 23, section 3; ADR 0040):
// finished and cancelled games of one day, grouped by championship, with final and period scores, as
// settlement saw them (the trading engine's results).
import { z } from 'zod';

/** Results are kept this many days back from today. */
export const RESULTS_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const resultsQuery = z.object({
  date: z
    .string()
    .regex(DAY, 'A date as YYYY-MM-DD')
    .optional()
    .describe('The day, in the player’s time zone; today (the simulation’s) when absent'),
  tz: z.coerce
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60)
    .default(0)
    .describe('The player’s offset from UTC in minutes (UTC+3 is 180): the day’s bounds'),
  lang: z.enum(['ru', 'en', 'ar']).default('en'),
  sport: z.coerce.number().int().positive().optional().describe('Only this sport'),
  champ: z.coerce.number().int().positive().optional().describe('Only this championship'),
  q: z.string().trim().max(60).optional().describe('Team or championship name contains this (any case)'),
});
export type ResultsQuery = z.input<typeof resultsQuery>;

const score = z.object({ home: z.number().int(), away: z.number().int() });

export const resultGame = z.object({
  id: z.number().int().describe('The game’s constant id (line and live ids map onto it)'),
  start: z.string().describe('Kick-off, ISO 8601'),
  home: z.string(),
  away: z.string(),
  status: z.enum(['finished', 'cancelled']),
  final: score.describe('Including overtime and shoot-outs'),
  regulation: score.describe('At the end of regulation time; sets won for set sports'),
  periods: z.array(score.extend({ name: z.string() })),
  overtime: z.boolean(),
  shootout: z.boolean(),
  cancellation: z.enum(['postponed', 'abandoned']).nullable(),
});
export type ResultGame = z.infer<typeof resultGame>;

export const resultChamp = z.object({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  country: z.string().nullable(),
  games: z.array(resultGame),
});
export type ResultChamp = z.infer<typeof resultChamp>;

/** GET /web-api/results/v1/day */
export const resultsAnswer = z.object({
  data: z.object({
    date: z.string(),
    /** The days results can be asked for: today back to RESULTS_DAYS − 1 days ago. */
    first_date: z.string(),
    last_date: z.string(),
    sports: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    champs: z.array(resultChamp),
  }),
});
export type ResultsAnswer = z.infer<typeof resultsAnswer>;
