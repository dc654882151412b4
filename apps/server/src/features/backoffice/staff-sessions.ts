// Staff sessions: a random 256-bit id in an httpOnly cookie of their own (never the player's), its
// sha256 in staff_sessions. A session ends after 15 minutes without a request, after 12 hours in all,
// at logout, when revoked from the sessions list, or when its account is disabled.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { StaffRole } from './permissions';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

export const STAFF_COOKIE = 'fl_staff';
export const STAFF_IDLE_MS = 15 * 60_000;
export const STAFF_MAX_MS = 12 * 3_600_000;

export interface StaffPrincipal {
  id: number;
  email: string;
  role: StaffRole;
  sessionHash: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Opens a session (and writes the login's audit row in the same statement); answers the cookie value. */
export async function openStaffSession(
  db: Query,
  staff: { id: number; email: string },
  meta: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `with s as (
       insert into staff_sessions (id_hash, staff_id, created_at, last_seen_at, ip, user_agent)
       values ($1, $2, $3, $3, $4, $5) returning public_id
     )
     insert into staff_audit (staff_id, staff_email, action, subject, ip)
     select $2, $6, 'staff.login', 'session:' || s.public_id, $4 from s`,
    [hashToken(token), staff.id, now, meta.ip, meta.userAgent?.slice(0, 300) ?? null, staff.email],
  );
  return token;
}

/** The staff member behind a cookie value, touching the session; null when it is unknown, ended, idle or too old. */
export async function resolveStaffSession(db: Query, token: string, now: Date): Promise<StaffPrincipal | null> {
  if (token.length === 0 || token.length > 100) return null;
  const [row] = await db.query(
    `update staff_sessions s set last_seen_at = $2
     from staff_users u
     where s.id_hash = $1 and u.id = s.staff_id and s.ended_at is null and u.disabled_at is null
       and s.last_seen_at > $3 and s.created_at > $4
     returning u.id, u.email, u.role, s.id_hash`,
    [hashToken(token), now, new Date(now.getTime() - STAFF_IDLE_MS), new Date(now.getTime() - STAFF_MAX_MS)],
  );
  if (!row) return null;
  return {
    id: asNumber(row.id),
    email: String(row.email),
    role: row.role as StaffRole,
    sessionHash: String(row.id_hash),
  };
}

export interface StaffSessionItem {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
  active: boolean;
}

/** The staff member's sessions, newest first (the ended ones of the last day too, marked inactive). */
export async function listStaffSessions(db: Query, who: StaffPrincipal, now: Date): Promise<StaffSessionItem[]> {
  const rows = await db.query(
    `select public_id, id_hash, created_at, last_seen_at, ip, user_agent,
            (ended_at is null and last_seen_at > $2 and created_at > $3) as active
     from staff_sessions where staff_id = $1 and created_at > $4
     order by created_at desc limit 50`,
    [
      who.id,
      new Date(now.getTime() - STAFF_IDLE_MS),
      new Date(now.getTime() - STAFF_MAX_MS),
      new Date(now.getTime() - 86_400_000),
    ],
  );
  return rows.map((r) => ({
    id: String(r.public_id),
    created_at: new Date(r.created_at as string).toISOString(),
    last_seen_at: new Date(r.last_seen_at as string).toISOString(),
    ip: (r.ip as string | null) ?? null,
    user_agent: (r.user_agent as string | null) ?? null,
    current: r.id_hash === who.sessionHash,
    active: r.active === true,
  }));
}

/** Ends one of the staff member's own sessions by its public id (or by its hash: logout), with the audit row. */
export async function endStaffSession(
  db: Query,
  staffId: number,
  by: { publicId: string } | { hash: string },
  actor: AuditActor,
  action: 'staff.logout' | 'staff.session.revoked',
  now: Date,
): Promise<boolean> {
  const [column, value] = 'publicId' in by ? ['public_id::text', by.publicId] : ['id_hash', by.hash];
  const rows = await db.query(
    `with ended as (
       update staff_sessions set ended_at = $3 where staff_id = $1 and ${column} = $2 and ended_at is null
       returning public_id
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, ip)
       select $4, $5, $6, 'session:' || e.public_id, $7 from ended e
     )
     select public_id from ended`,
    [staffId, value, now, actor.staffId, actor.staffEmail, action, actor.ip],
  );
  return rows.length > 0;
}
