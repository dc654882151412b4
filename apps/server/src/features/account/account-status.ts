// An operator blocks or unblocks a player account (issue 24 §2). `users.status = 'blocked'` is the one
// blocked-account mechanism of the platform: sessions of a non-active user are not found, login
// refuses it with `account_blocked`, and bets, deposits and casino play refuse it (rg_account_blocked,
// bet_may_bet). The caller ends the player's sessions and writes its own audit row.
import type { Database } from '../../infra/db';

type Query = Pick<Database, 'query'>;

export type OperatorStatus = 'active' | 'blocked';

/**
 * Moves a player between `active` and `blocked` in one statement; answers the status before and
 * after (equal when nothing changed: already so, or a closed account, which staff cannot reopen),
 * or null when there is no such player.
 */
export async function setAccountStatus(
  db: Query,
  userId: number,
  status: OperatorStatus,
): Promise<{ before: string; after: string } | null> {
  const [row] = await db.query<{ before: string; after: string }>(
    `with old as (select id, status from users where id = $1 for update),
          changed as (
            update users u set status = $2, updated_at = now() from old
             where u.id = old.id and old.status in ('active', 'blocked') and old.status <> $2
             returning u.status)
     select old.status as before, coalesce((select status from changed), old.status) as after from old`,
    [userId, status],
  );
  return row ?? null;
}
