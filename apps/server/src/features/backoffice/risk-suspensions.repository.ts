// Suspensions of games and markets (migration 0038, ADR 0053). Suspending and lifting are each one
// statement with their staff audit row, so the two commit together.
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import type { SuspensionKey } from '../../trading/suspensions';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

export interface SuspensionRow {
  id: number;
  game_id: number;
  market_group: number | null;
  reason: string;
  suspended_by: string;
  suspended_at: string;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

function rowOf(r: Record<string, unknown>): SuspensionRow {
  return {
    id: asNumber(r.id),
    game_id: asNumber(r.const_id),
    market_group: asNumberOrNull(r.market_group),
    reason: String(r.reason),
    suspended_by: String(r.email ?? ''),
    suspended_at: iso(r.suspended_at),
  };
}

/** The suspensions in force (of one game when given), newest first. */
export async function activeSuspensions(db: Query, constId?: number): Promise<SuspensionRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select s.id, s.const_id, s.market_group, s.reason, s.suspended_at, u.email
       from trading_suspensions s join staff_users u on u.id = s.suspended_by
      where s.lifted_at is null and ($1::bigint is null or s.const_id = $1)
      order by s.suspended_at desc, s.id desc`,
    [constId ?? null],
  );
  return rows.map(rowOf);
}

/** What the engine lays over its offer: every suspension in force. */
export async function suspensionKeys(db: Query): Promise<SuspensionKey[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select const_id, market_group from trading_suspensions where lifted_at is null',
  );
  return rows.map((r) => ({ constId: asNumber(r.const_id), marketGroup: asNumberOrNull(r.market_group) }));
}

const subjectSql = `'game:' || s.const_id`;

/** Suspends a game (marketGroup null) or one market of it; 409 when that one is suspended already. */
export async function suspend(
  db: Query,
  input: { constId: number; marketGroup: number | null; reason: string; actor: AuditActor },
): Promise<SuspensionRow> {
  const { actor } = input;
  const rows = await db.query<Record<string, unknown>>(
    `with s as (
       insert into trading_suspensions (const_id, market_group, reason, suspended_by)
       values ($1, $2, $3, $4) on conflict do nothing returning *),
     audit as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $4, $5, 'risk.suspended', ${subjectSql}, jsonb_build_object('suspended', false),
              jsonb_build_object('suspended', true, 'market_group', s.market_group, 'suspension_id', s.id), s.reason, $6
         from s)
     select s.*, $5::text as email from s`,
    [input.constId, input.marketGroup, input.reason, actor.staffId, actor.staffEmail, actor.ip],
  );
  const [row] = rows;
  if (!row) {
    throw new AppError('CONFLICT', 'This game or market is suspended already', { errorCode: 'already_suspended' });
  }
  return rowOf(row);
}

/** Lifts a suspension in force with a reason; 404 when there is none of that id in force. */
export async function liftSuspension(
  db: Query,
  input: { id: number; reason: string; actor: AuditActor },
): Promise<SuspensionRow> {
  const { actor } = input;
  const rows = await db.query<Record<string, unknown>>(
    `with s as (
       update trading_suspensions set lifted_at = now(), lifted_by = $2, lift_reason = $3
        where id = $1 and lifted_at is null returning *),
     audit as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $2, $4, 'risk.unsuspended', ${subjectSql},
              jsonb_build_object('suspended', true, 'market_group', s.market_group, 'suspension_id', s.id,
                                 'suspension_reason', s.reason),
              jsonb_build_object('suspended', false), $3, $5
         from s)
     select s.*, (select email from staff_users where id = s.suspended_by) as email from s`,
    [input.id, actor.staffId, input.reason, actor.staffEmail, actor.ip],
  );
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND', 'No suspension of this id is in force');
  return rowOf(row);
}
