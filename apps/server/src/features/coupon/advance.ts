// The advance a player may take against their unsettled bets (betting-rules.md, "Advance bet";
// docs/decisions/0006-advance-bets.md): a share of the potential winnings of their open bets whose
// events all start within the window, less the advances they still owe. The database function
// advance_available is the one definition; place_advance_bet applies it under the player's lock.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { GameInfo } from '../../trading/types';

/** The advance figures of a player in one currency, in minor units. */
export interface AdvanceFigures {
  /** What an advance bet may stake now. */
  available: number;
  /** Advances taken and not yet repaid or written off. */
  outstanding: number;
}

/** The advance available and outstanding for the user in a currency. */
export async function advanceFigures(
  database: Pick<Database, 'query'>,
  userId: number,
  currencyId: number,
  opts: { now: number; windowMs: number; share: number },
): Promise<AdvanceFigures> {
  const [row] = await database.query<{ r_available: unknown; r_outstanding: unknown }>(
    'select r_available, r_outstanding from advance_available($1, $2, to_timestamp($3 / 1000.0), $4)',
    [userId, currencyId, opts.now + opts.windowMs, opts.share],
  );
  return { available: asNumber(row?.r_available ?? 0), outstanding: asNumber(row?.r_outstanding ?? 0) };
}

/** Whether an advance bet may be on this game: live now, or starting within the window. */
export function isAdvanceEligible(game: Pick<GameInfo, 'phase' | 'start'> | undefined, now: number, windowMs: number) {
  if (!game) return false;
  return game.phase === 'live' || game.start <= now + windowMs;
}
