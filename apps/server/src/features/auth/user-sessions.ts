import type { Database } from '../../infra/db';

/** A player's latest sessions (the back office's player page): when, from where, how they ended. */
export async function listUserSessions(database: Pick<Database, 'query'>, userId: number, limit = 20) {
  const rows = await database.query(
    `select created_at, last_seen_at, expires_at, ip, user_agent, closed_at, closed_reason
     from sessions where user_id = $1 order by created_at desc limit $2`,
    [userId, limit],
  );
  const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
  return rows.map((r) => ({
    created_at: iso(r.created_at) ?? '',
    last_seen_at: iso(r.last_seen_at) ?? '',
    ip: (r.ip as string | null) ?? null,
    user_agent: (r.user_agent as string | null) ?? null,
    closed_at: iso(r.closed_at),
    closed_reason: (r.closed_reason as string | null) ?? null,
  }));
}
