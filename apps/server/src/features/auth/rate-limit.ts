import type { Database } from '../../infra/db';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures per account in the window before the soft lock [ASVS 6.3.1]. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures per IP in the window before that IP is refused. */
export const IP_FAILURE_LIMIT = 50;

/**
 * Counts one action against a limit in the database (so every server process shares it); false,
 * and nothing recorded, when the limit is already reached within the window.
 */
export async function hitRateLimit(
  database: Database,
  input: { bucket: string; key: string; limit: number; windowMs: number },
): Promise<boolean> {
  const rows = await database.query(
    `with recent as (
       select count(*)::int as n from auth_rate_events
       where bucket = $1 and key = $2 and at > now() - $4 * interval '1 millisecond'
     )
     insert into auth_rate_events (bucket, key) select $1, $2 from recent where recent.n < $3 returning id`,
    [input.bucket, input.key, input.limit, input.windowMs],
  );
  return rows.length > 0;
}

/** Whether the account or the IP is locked out by recent failures. An account counts only failures since its last login or password reset. */
export async function loginLockState(
  database: Database,
  input: { userId: number | null; ip: string },
): Promise<{ account: boolean; ip: boolean }> {
  const [row] = await database.query<{ account_failures: number; ip_failures: number }>(
    `select
       (select count(*)::int from login_failures
          where $1::bigint is not null and user_id = $1
            and at > greatest(now() - $3 * interval '1 millisecond',
                              coalesce((select max(created_at) from sessions where user_id = $1), '-infinity'),
                              coalesce((select max(at) from auth_rate_events where bucket = 'lock-reset' and key = $1::text), '-infinity'))) as account_failures,
       (select count(*)::int from login_failures where ip = $2 and at > now() - $3 * interval '1 millisecond') as ip_failures`,
    [input.userId, input.ip, LOGIN_WINDOW_MS],
  );
  return {
    account: (row?.account_failures ?? 0) >= ACCOUNT_FAILURE_LIMIT,
    ip: (row?.ip_failures ?? 0) >= IP_FAILURE_LIMIT,
  };
}

/** Records one failed authentication (password, second factor or re-authentication). */
export async function recordLoginFailure(
  database: Database,
  input: { userId: number | null; ip: string },
): Promise<void> {
  await database.query('insert into login_failures (user_id, ip) values ($1, $2)', [input.userId, input.ip]);
}

/** Lifts the account's soft lock (a password reset by code proves the owner). */
export async function resetAccountLock(database: Database, userId: number): Promise<void> {
  await database.query("insert into auth_rate_events (bucket, key) values ('lock-reset', $1)", [String(userId)]);
}
