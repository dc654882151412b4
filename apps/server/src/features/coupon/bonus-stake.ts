// Bonus money as a stake source (ADR 0039 "Staking order", ADR 0063): real money first, only the
// shortfall from the running sport bonus. A bet goes the usual way first (place_bet or a batch of
// place_bets, cash only: the hot path is unchanged); only when the cash cannot cover it (FL402) does it
// go again through place_bet_with_bonus, which splits the stake under the bonus row's lock and the
// player's rows, refuses bonus money above the bonus's maximum bet (FL424), and otherwise FL402.
import { type Database, namedStatement } from '../../infra/db';
import { type BetCall, type PlacedRow, placeBatched, placeOne } from './bet-batcher';

const PLACE_BET_WITH_BONUS = namedStatement(
  'place_bet_with_bonus',
  `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at, r_bonus_stake, r_bonus_balance
   from place_bet_with_bonus($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
);

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** The stake's money move was refused for funds (place_bet's or a batch's FL402). */
export const isShortOfFunds = (err: unknown) => codeOf(err) === 'FL402';

/** place_bet_with_bonus refused bonus money above the bonus's maximum bet (FL424). */
export const isAboveBonusMaxBet = (err: unknown) => codeOf(err) === 'FL424';

/** The bonus's maximum bet a FL424 refusal names (minor units), if it names one. */
export function bonusMaxBetOf(err: unknown): number | undefined {
  const detail = Number((err as { detail?: unknown } | null)?.detail);
  return Number.isSafeInteger(detail) ? detail : undefined;
}

/** One bet with the shortfall of its cash taken from the player's running sport bonus. */
export async function placeWithBonus(database: Pick<Database, 'query'>, c: BetCall): Promise<PlacedRow> {
  const rows = await database.query(PLACE_BET_WITH_BONUS, [
    c.userId,
    c.guid,
    c.hash,
    c.stake,
    c.bet,
    c.legs,
    c.answer,
    c.now,
    c.sessionId,
  ]);
  const row = rows[0];
  if (!row) throw new Error('place_bet_with_bonus returned no row');
  return row;
}

/**
 * Places a bet by the staking order: from cash as always (alone, or batched with others), and when the
 * cash is short, once more with the bonus money covering the shortfall. An auto bet's reservation
 * (status bid) stays cash only.
 */
export async function placeStake(
  database: Pick<Database, 'query' | 'kind'>,
  call: BetCall,
  alone: boolean,
): Promise<PlacedRow> {
  try {
    return await (alone ? placeOne(database, call) : placeBatched(database, call));
  } catch (err) {
    if (call.status !== 'open' || !isShortOfFunds(err)) throw err;
    return placeWithBonus(database, call);
  }
}
