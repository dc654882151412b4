import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** A player's latest bets in minor units (the back office's player page), newest first. */
export async function listRecentBets(database: Pick<Database, 'query'>, userId: number, limit = 20) {
  const rows = await database.query(
    `select id, status, kind, vid, currency_id, original_stake, stake, potential_return, odds_total, payout, created_at, settled_at
     from bets where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    status: String(r.status),
    kind: String(r.kind),
    vid: Number(r.vid),
    currency_id: Number(r.currency_id),
    stake: asNumber(r.original_stake),
    potential_return: asNumber(r.potential_return),
    odds: Number(r.odds_total) / 1000,
    payout: asNumber(r.payout),
    created_at: new Date(r.created_at as string).toISOString(),
    settled_at: r.settled_at === null ? null : new Date(r.settled_at as string).toISOString(),
  }));
}
