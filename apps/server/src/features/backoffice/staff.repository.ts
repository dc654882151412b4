// SQL of staff accounts and their audit rows. Every change a staff member makes to this feature's
// own tables is one statement that also appends its audit row, so the two commit together.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { StaffRole } from './permissions';

type Query = Pick<Database, 'query'>;

export interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  totpSecret: string;
  totpLastStep: number | null;
  disabledAt: Date | null;
  createdAt: Date;
}

/** Who did it, from where and why: the columns every audit row carries. */
export interface AuditActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string | null;
  reason?: string | null;
}

const COLUMNS = 'id, email, role, password_hash, totp_secret, totp_last_step, disabled_at, created_at';

const toStaff = (r: Record<string, unknown>): StaffRow => ({
  id: asNumber(r.id),
  email: String(r.email),
  role: r.role as StaffRole,
  passwordHash: (r.password_hash as string | null) ?? null,
  totpSecret: String(r.totp_secret),
  totpLastStep: r.totp_last_step === null ? null : asNumber(r.totp_last_step),
  disabledAt: r.disabled_at === null ? null : new Date(r.disabled_at as string),
  createdAt: new Date(r.created_at as string),
});

export async function findStaffByEmail(db: Query, email: string): Promise<StaffRow | null> {
  const [row] = await db.query(`select ${COLUMNS} from staff_users where lower(email) = lower($1)`, [email]);
  return row ? toStaff(row) : null;
}

export async function findStaffById(db: Query, id: number): Promise<StaffRow | null> {
  const [row] = await db.query(`select ${COLUMNS} from staff_users where id = $1`, [id]);
  return row ? toStaff(row) : null;
}

export async function findStaffByEnrolment(db: Query, tokenHash: string, now: Date): Promise<StaffRow | null> {
  const [row] = await db.query(
    `select ${COLUMNS} from staff_users
     where enrolment_hash = $1 and enrolment_expires_at > $2 and disabled_at is null`,
    [tokenHash, now],
  );
  return row ? toStaff(row) : null;
}

/** A new staff member awaiting enrolment, and its audit row; null when the e-mail is taken. */
export async function insertStaff(
  db: Query,
  input: { email: string; role: StaffRole; totpSecret: string; enrolmentHash: string; enrolmentExpiresAt: Date },
  actor: AuditActor,
): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(
    `with created as (
       insert into staff_users (email, role, totp_secret, enrolment_hash, enrolment_expires_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning id, email, role
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, after, reason, ip)
       select $6, $7, 'staff.created', 'staff:' || c.id, jsonb_build_object('email', c.email, 'role', c.role), $8, $9
       from created c
     )
     select id from created`,
    [
      input.email,
      input.role,
      input.totpSecret,
      input.enrolmentHash,
      input.enrolmentExpiresAt,
      actor.staffId,
      actor.staffEmail,
      actor.reason ?? null,
      actor.ip,
    ],
  );
  return row ? asNumber(row.id) : null;
}

/** Sets the password at enrolment (the one-time token is spent) and records the TOTP step used. */
export async function completeEnrolment(
  db: Query,
  input: { id: number; passwordHash: string; step: number },
  ip: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `with done as (
       update staff_users set password_hash = $2, totp_last_step = $3, enrolment_hash = null, enrolment_expires_at = null
       where id = $1 and enrolment_hash is not null returning id, email
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, ip)
       select d.id, d.email, 'staff.enrolled', 'staff:' || d.id, $4 from done d
     )
     select id from done`,
    [input.id, input.passwordHash, input.step, ip],
  );
  return rows.length > 0;
}

/** Records a TOTP step as used; false when this or a later step was used already (a code works once). */
export async function claimStaffTotpStep(db: Query, id: number, step: number): Promise<boolean> {
  const rows = await db.query(
    'update staff_users set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id',
    [id, step],
  );
  return rows.length > 0;
}

/** Disables an account and ends its sessions, with the audit row; false when it was disabled already. */
export async function disableStaff(db: Query, id: number, actor: AuditActor, now: Date): Promise<boolean> {
  const rows = await db.query(
    `with off as (
       update staff_users set disabled_at = $2 where id = $1 and disabled_at is null returning id, email, role
     ), ended as (
       update staff_sessions set ended_at = $2 where staff_id in (select id from off) and ended_at is null returning 1
     ), logged as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $3, $4, 'staff.disabled', 'staff:' || o.id, jsonb_build_object('disabled', false),
              jsonb_build_object('disabled', true, 'sessions_ended', (select count(*) from ended)), $5, $6
       from off o
     )
     select id from off`,
    [id, now, actor.staffId, actor.staffEmail, actor.reason ?? null, actor.ip],
  );
  return rows.length > 0;
}

export interface StaffListItem {
  id: number;
  email: string;
  role: StaffRole;
  enrolled: boolean;
  disabled: boolean;
  created_at: string;
}

export async function listStaff(
  db: Query,
  offset: number,
  limit: number,
): Promise<{ items: StaffListItem[]; total: number }> {
  const rows = await db.query(
    `select id, email, role, password_hash is not null as enrolled, disabled_at is not null as disabled, created_at,
            count(*) over () as total
     from staff_users order by id limit $1 offset $2`,
    [limit, offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => ({
      id: asNumber(r.id),
      email: String(r.email),
      role: r.role as StaffRole,
      enrolled: r.enrolled === true,
      disabled: r.disabled === true,
      created_at: new Date(r.created_at as string).toISOString(),
    })),
  };
}
