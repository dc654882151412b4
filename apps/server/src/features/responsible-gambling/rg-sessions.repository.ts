import type { Database } from '../../infra/db';
import { asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** A login session as player protection tracks it. */
export interface RgSession {
  startedAt: Date;
  realityAckAt: Date | null;
}

/**
 * The session's protection record, made on first sight: its start is the protection clock's time
 * when the session first reached player protection (its first request behind login).
 */
export async function trackSession(database: Query, sessionId: string, userId: number, now: Date): Promise<RgSession> {
  const [row] = await database.query<{ started_at: Date | string; reality_ack_at: Date | string | null }>(
    `with made as (
       insert into rg_sessions (session_id, user_id, started_at) values ($1, $2, $3)
       on conflict (session_id) do nothing
       returning started_at, reality_ack_at
     )
     select started_at, reality_ack_at from made
     union all
     select started_at, reality_ack_at from rg_sessions where session_id = $1 and user_id = $2
     limit 1`,
    [sessionId, userId, now],
  );
  if (!row) throw new Error('rg_sessions row missing');
  return {
    startedAt: new Date(row.started_at),
    realityAckAt: row.reality_ack_at ? new Date(row.reality_ack_at) : null,
  };
}

/** Records the player's "continue" on a reality check. */
export async function acknowledgeRealityCheck(database: Query, sessionId: string, now: Date): Promise<void> {
  await database.query('update rg_sessions set reality_ack_at = $2 where session_id = $1', [sessionId, now]);
}

/** The session-time limit at `now` (a due raise counts as in force). */
export interface SessionLimitRow {
  minutes: number | null;
  pendingMinutes: number | null;
  pendingEffectiveAt: Date | null;
}

export async function readSessionLimit(database: Query, userId: number, now: Date): Promise<SessionLimitRow> {
  const [row] = await database.query<{ minutes: unknown; pending_minutes: unknown; pending_effective_at: unknown }>(
    `select deposit_limit_effective(minutes, pending_minutes, pending_effective_at, $2) as minutes,
            case when pending_effective_at > $2 then pending_minutes end as pending_minutes,
            case when pending_effective_at > $2 then pending_effective_at end as pending_effective_at
       from rg_session_limits where user_id = $1`,
    [userId, now],
  );
  return {
    minutes: asNumberOrNull(row?.minutes),
    pendingMinutes: asNumberOrNull(row?.pending_minutes),
    pendingEffectiveAt: row?.pending_effective_at ? new Date(row.pending_effective_at as string) : null,
  };
}

export async function writeSessionLimit(database: Query, userId: number, minutes: number | null, now: Date) {
  await database.query('select rg_session_limit_set($1, $2, $3)', [userId, minutes, now]);
}

/** The player's reality-check interval in minutes, or null when off. */
export async function readRealityInterval(database: Query, userId: number): Promise<number | null> {
  const [row] = await database.query<{ interval_minutes: unknown }>(
    'select interval_minutes from rg_reality_checks where user_id = $1',
    [userId],
  );
  return asNumberOrNull(row?.interval_minutes);
}

export async function writeRealityInterval(database: Query, userId: number, minutes: number | null, now: Date) {
  await database.query(
    `insert into rg_reality_checks (user_id, interval_minutes, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`,
    [userId, minutes, now],
  );
}
