// Wire payloads of the back office's risk desk (issue 24 §2 risk and trading,
// docs/decisions/0053-backoffice-exposure.md): open exposure per game, market and outcome, computed
// from the open bets, and the suspension of a game or a market. Amounts are minor units of the row's
// currency; different currencies are never summed.
import { z } from 'zod';
import { paging } from './backoffice';

const reason = z.string().trim().min(3).max(500);
const gameId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

export const exposureQuery = paging.extend({
  sport: z.coerce.number().int().positive().optional(),
  /** line: not started; live: in play; absent: both (and games already over with bets still open). */
  phase: z.enum(['line', 'live']).optional(),
  currency: z.coerce.number().int().positive().optional(),
});
export type ExposureQuery = z.infer<typeof exposureQuery>;

export const exposureGameParams = z.object({ id: gameId });

const gameHeader = z.object({
  /** The game's constant id: the line id; the live id is another number (`live_id`). */
  game_id: z.number().int(),
  live_id: z.number().int(),
  sport_id: z.number().int(),
  sport: z.string(),
  champ: z.string(),
  home: z.string(),
  away: z.string(),
  start: z.string(),
  phase: z.enum(['line', 'live', 'finished', 'cancelled', 'unknown']),
  /** The whole game is suspended by staff. */
  suspended: z.boolean(),
});
export type ExposureGameHeader = z.infer<typeof gameHeader>;

const money = {
  /** Open bets with a leg on the game (an express counts once per game). */
  bets: z.number().int(),
  /** Their stakes: what the house holds on the game's outcomes. */
  stake_minor: z.number().int(),
  /** Their potential returns, every leg winning. */
  potential_payout_minor: z.number().int(),
  /** The worst outcome of each market wins: the sum over markets of the largest outcome liability. */
  worst_case_liability_minor: z.number().int(),
};

export const exposureRow = gameHeader.extend({ currency_id: z.number().int(), currency: z.string(), ...money });
export type ExposureRow = z.infer<typeof exposureRow>;
const facet = z.object({ id: z.number().int(), name: z.string() });
export const exposureListAnswer = z.object({
  items: z.array(exposureRow),
  total: z.number().int(),
  /** Sports and currencies with open stakes (whatever the sport, phase and currency filters), for the filters. */
  sports: z.array(facet),
  currencies: z.array(facet),
});
export type ExposureListAnswer = z.infer<typeof exposureListAnswer>;

export const exposureOutcome = z.object({
  type: z.number().int(),
  param: z.number(),
  player_id: z.number().int(),
  name: z.string(),
  /** Open bets with a leg on this outcome, and how many of them are singles. */
  bets: z.number().int(),
  singles: z.number().int(),
  stake_minor: z.number().int(),
  potential_payout_minor: z.number().int(),
  /** If this outcome wins: potential payouts − stakes of the bets on it (an express as if its other legs win). */
  liability_minor: z.number().int(),
  /** The price offered now; null when the outcome is no longer offered. */
  odds_now: z.number().nullable(),
  blocked_now: z.boolean(),
});
export type ExposureOutcome = z.infer<typeof exposureOutcome>;

export const exposureMarket = z.object({
  market_group: z.number().int(),
  market: z.string(),
  suspended: z.boolean(),
  worst_case_liability_minor: z.number().int(),
  outcomes: z.array(exposureOutcome),
});
export type ExposureMarket = z.infer<typeof exposureMarket>;

export const suspensionItem = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  /** null: the whole game. */
  market_group: z.number().int().nullable(),
  market: z.string().nullable(),
  reason: z.string(),
  suspended_by: z.string(),
  suspended_at: z.string(),
});
export type SuspensionItem = z.infer<typeof suspensionItem>;

export const gameExposureAnswer = z.object({
  game: gameHeader,
  currencies: z.array(
    z.object({ currency_id: z.number().int(), currency: z.string(), ...money, markets: z.array(exposureMarket) }),
  ),
  /** Market groups the engine offers now (what can be suspended), with their names. */
  offered_markets: z.array(z.object({ market_group: z.number().int(), market: z.string() })),
  suspensions: z.array(suspensionItem),
});
export type GameExposureAnswer = z.infer<typeof gameExposureAnswer>;

export const suspendRequest = z.object({
  game_id: gameId,
  /** Absent or null: the whole game. */
  market_group: z.number().int().positive().nullable().optional(),
  reason,
});
export type SuspendRequest = z.infer<typeof suspendRequest>;
export const liftSuspensionRequest = z.object({ reason });
export const suspensionParams = z.object({ id: gameId });
export const suspensionsAnswer = z.object({ items: z.array(suspensionItem) });
export const suspensionAnswer = z.object({ suspension: suspensionItem });

/** A player's stake factor: the coupon's maximum stake times it (0: no betting); 1 when none was set. */
export const stakeFactorItem = z.object({
  user_id: z.number().int(),
  factor: z.number(),
  reason: z.string().nullable(),
  set_by: z.string().nullable(),
  set_at: z.string().nullable(),
});
export type StakeFactorItem = z.infer<typeof stakeFactorItem>;
export const stakeFactorRequest = z.object({ factor: z.number().min(0).max(100), reason });
export const stakeFactorsAnswer = z.object({ items: z.array(stakeFactorItem), total: z.number().int() });
export type StakeFactorsAnswer = z.infer<typeof stakeFactorsAnswer>;
