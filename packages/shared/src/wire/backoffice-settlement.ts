// Wire payloads of voiding or resettling a finished game's market from the back office (issue 24 §2
// risk, docs/decisions/0054-backoffice-resettlement-rg-reports.md). Money is minor units per currency.
import { z } from 'zod';
import { paging, sortDirection } from './backoffice';
import { PlayerActionLimits } from './backoffice-players';

const reason = z.string().trim().min(PlayerActionLimits.reasonMin).max(PlayerActionLimits.reasonMax);
const goals = z.number().int().min(0).max(999);
const score = z.object({ home: goals, away: goals });
export type WireScore = z.infer<typeof score>;

/** A request's key: the same key again answers the first result and moves nothing. */
export const idempotencyKey = z.string().trim().min(8).max(100);

/** Columns the finished games sort by (default: the latest result first). */
export const RISK_GAME_SORTS = ['settled_at', 'start', 'bets', 'game_id'] as const;
export const riskGamesQuery = paging.extend({
  sort: z.enum(RISK_GAME_SORTS).default('settled_at'),
  dir: sortDirection.optional(),
  /** A game's id (line, live or const id). */
  game: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
});

export type RiskGamesQuery = z.infer<typeof riskGamesQuery>;

export const riskGame = z.object({
  game_id: z.number().int().describe('The game’s const id (a line id; the live id maps to it)'),
  sport_id: z.number().int(),
  champ_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  start: z.string(),
  status: z.enum(['finished', 'cancelled']),
  regulation: score,
  final: score,
  half_time: score.nullable(),
  version: z.number().int().describe('1 as the feed settled it, +1 per correction'),
  bets: z.number().int(),
});
export type RiskGame = z.infer<typeof riskGame>;
export const riskGamesAnswer = z.object({ items: z.array(riskGame), total: z.number().int() });
export type RiskGamesAnswer = z.infer<typeof riskGamesAnswer>;

export const gameParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export const marketParams = gameParams.extend({ group: z.coerce.number().int().positive().max(100_000) });

const moneyByCurrency = z.array(
  z.object({ currency_id: z.number().int(), currency: z.string(), amount_minor: z.number().int() }),
);

/** One selection of a market, with its current result and the bets on it. */
export const marketSelection = z.object({
  outcome: z.string(),
  param: z.number().nullable(),
  result: z.string(),
  bets: z.number().int(),
  open_bets: z.number().int(),
  stake: moneyByCurrency,
});

export const riskMarket = z.object({
  group: z.number().int(),
  name: z.string(),
  voided: z.boolean(),
  bets: z.number().int().describe('Bets with a selection on this market'),
  selections: z.array(marketSelection),
});
export type RiskMarket = z.infer<typeof riskMarket>;

export const gameCorrection = z.object({
  id: z.number().int(),
  action: z.enum(['void', 'resettle']),
  market_group: z.number().int().nullable(),
  reason: z.string(),
  staff_email: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});

export const riskGameAnswer = z.object({
  game: riskGame,
  markets: z.array(riskMarket),
  corrections: z.array(gameCorrection),
});
export type RiskGameAnswer = z.infer<typeof riskGameAnswer>;

/** POST …/markets/:group/void. */
export const voidMarketRequest = z.object({ reason, idempotency_key: idempotencyKey });
export type VoidMarketRequest = z.infer<typeof voidMarketRequest>;

/** POST …/resettle: the corrected score (final defaults to regulation, half time to the stored one). */
export const correctedScore = z.object({
  regulation: score,
  final: score.optional(),
  half_time: score.nullable().optional(),
});
export const resettleRequest = correctedScore.extend({ reason, idempotency_key: idempotencyKey });
export type ResettleRequest = z.infer<typeof resettleRequest>;

/** POST …/preview: what a void or a resettle would do now. */
export const correctionPreviewRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('void'), market_group: z.number().int().positive().max(100_000) }),
  correctedScore.extend({ action: z.literal('resettle') }),
]);
export type CorrectionPreviewRequest = z.infer<typeof correctionPreviewRequest>;

export const correctionPreview = z.object({
  unchanged: z.boolean().describe('The game already stands so: nothing would move'),
  markets: z.array(z.number().int()),
  bets_affected: z.number().int(),
  bets_corrected: z.number().int().describe('Settled bets whose outcome changes (a correcting transaction each)'),
  bets_settled: z.number().int().describe('Open bets the correction decides (settled the usual way)'),
  needs_review: z.array(z.number().int()),
  net_to_players: moneyByCurrency.describe('Negative: money back to the house'),
});
export type CorrectionPreview = z.infer<typeof correctionPreview>;

export const correctionAnswer = correctionPreview.omit({ unchanged: true, markets: true }).extend({
  outcome: z.enum(['applied', 'replayed', 'unchanged']),
  correction_id: z.number().int().nullable(),
  version: z.number().int(),
});
export type CorrectionAnswer = z.infer<typeof correctionAnswer>;
