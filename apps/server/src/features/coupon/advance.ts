// GetAvance: the advance a player may take against their unsettled bets (betting-rules.md,
// "Advance bet"): a share of the potential winnings of open bets whose events all start within 48 h.
import type { Database } from '../../infra/db';
import { asNumber } from '../wallet/sql-values';

/** The advance available in minor units of the user's active currency. */
export async function availableAdvance(
  database: Pick<Database, 'query'>,
  userId: number,
  opts: { now: number; windowMs: number; share: number },
): Promise<number> {
  const [row] = await database.query<{ winnings: unknown }>(
    `select coalesce(sum(b.potential_return - b.stake), 0) as winnings
     from bets b
     where b.user_id = $1 and b.status = 'open'
       and not exists (select 1 from bet_legs l where l.bet_id = b.id and l.start_at > to_timestamp($2 / 1000.0))`,
    [userId, opts.now + opts.windowMs],
  );
  return Math.floor(Math.max(0, asNumber(row?.winnings ?? 0)) * opts.share);
}
