// SQL of the back office's own records on a player (ADR 0045): staff notes (append-only) and the
// suspicious-activity flag. Each change is one statement that also appends its staff audit row.
import type { PlayerFlag, PlayerNote } from '@fairline/shared/wire/backoffice-players';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

const iso = (v: unknown) => new Date(v as string).toISOString();

/** A player's notes, newest first. */
export async function listNotes(db: Query, userId: number, limit = 100): Promise<PlayerNote[]> {
  const rows = await db.query(
    `select id, staff_email, text, created_at from player_notes where user_id = $1
     order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    staff_email: String(r.staff_email),
    text: String(r.text),
    created_at: iso(r.created_at),
  }));
}

/** Adds a note by the acting staff member (audited with its text); null when there is no such player. */
export async function addNote(db: Query, actor: AuditActor, userId: number, text: string): Promise<PlayerNote | null> {
  const [row] = await db.query(
    `with added as (
       insert into player_notes (user_id, staff_id, staff_email, text)
       select id, $2, $3, $4 from users where id = $1
       returning id, staff_email, text, created_at
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, after, ip)
       select $2, $3, 'players.note_added', 'user:' || $1::bigint, jsonb_build_object('note', a.id, 'text', a.text), $5
       from added a
     )
     select * from added`,
    [userId, actor.staffId, actor.staffEmail, text, actor.ip],
  );
  return row
    ? {
        id: asNumber(row.id),
        staff_email: String(row.staff_email),
        text: String(row.text),
        created_at: iso(row.created_at),
      }
    : null;
}

const toFlag = (r: Record<string, unknown>): PlayerFlag => ({
  reason: String(r.reason),
  staff_email: String(r.staff_email),
  flagged_at: iso(r.flagged_at),
});

/** The player's flag while set. */
export async function findFlag(db: Query, userId: number): Promise<PlayerFlag | null> {
  const [row] = await db.query('select reason, staff_email, flagged_at from player_flags where user_id = $1', [userId]);
  return row ? toFlag(row) : null;
}

/** Which of these players are flagged (the search results' column). */
export async function flaggedAmong(db: Query, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.query<{ user_id: string }>(
    'select user_id from player_flags where user_id = any($1::bigint[])',
    [userIds],
  );
  return new Set(rows.map((r) => asNumber(r.user_id)));
}

/**
 * Sets the flag (a set flag takes the new reason), audited with the flag before and after; null when
 * there is no such player.
 */
export async function setFlag(db: Query, actor: AuditActor, userId: number): Promise<PlayerFlag | null> {
  const [row] = await db.query(
    `with old as (select reason, staff_email, flagged_at from player_flags where user_id = $1),
     flagged as (
       insert into player_flags (user_id, reason, staff_id, staff_email)
       select id, $2, $3, $4 from users where id = $1
       on conflict (user_id) do update set reason = excluded.reason, staff_id = excluded.staff_id,
         staff_email = excluded.staff_email, flagged_at = now()
       returning reason, staff_email, flagged_at
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $3, $4, 'players.flag_set', 'user:' || $1::bigint,
              coalesce((select to_jsonb(o) from old o), jsonb_build_object('suspicious', false)),
              jsonb_build_object('suspicious', true), $2, $5
       from flagged
     )
     select * from flagged`,
    [userId, actor.reason, actor.staffId, actor.staffEmail, actor.ip],
  );
  return row ? toFlag(row) : null;
}

/** Clears the flag, audited with the flag it cleared; false when it was not set. */
export async function clearFlag(db: Query, actor: AuditActor, userId: number): Promise<boolean> {
  const rows = await db.query(
    `with cleared as (
       delete from player_flags where user_id = $1 returning reason, staff_email, flagged_at
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $2, $3, 'players.flag_cleared', 'user:' || $1::bigint, to_jsonb(c),
              jsonb_build_object('suspicious', false), $4, $5
       from cleared c
     )
     select 1 from cleared`,
    [userId, actor.staffId, actor.staffEmail, actor.reason, actor.ip],
  );
  return rows.length > 0;
}
