// The staff audit log: appended by every staff action, read by the viewer. Nothing here (nor any
// route) updates or deletes a row, and the table's trigger refuses it if anything tried.
import type { AUDIT_SORTS } from '@fairline/shared/wire/backoffice';
import type { Database } from '../../infra/db';
import { type SortDir, sortedBy } from '../../infra/sql-order';
import { asNumber } from '../../infra/sql-values';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

export interface AuditEntry {
  action: string;
  subject?: string | null;
  before?: object | null;
  after?: object | null;
}

/** Appends one row (for actions done through another feature's service, right after it succeeded). */
export async function appendAudit(db: Query, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      actor.staffId,
      actor.staffEmail,
      entry.action,
      entry.subject ?? null,
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      actor.reason ?? null,
      actor.ip,
    ],
  );
}

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditRow {
  id: number;
  at: string;
  staff_id: number | null;
  staff_email: string | null;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

function where(filter: AuditFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(params.length));
  };
  if (filter.staff) add((n) => `lower(staff_email) = lower($${n})`, filter.staff);
  if (filter.action) add((n) => `action like $${n} || '%'`, filter.action.replace(/[%_\\]/g, '\\$&'));
  if (filter.subject) add((n) => `subject = $${n}`, filter.subject);
  if (filter.from) add((n) => `at >= $${n}`, new Date(filter.from));
  if (filter.to) add((n) => `at < $${n}`, new Date(filter.to));
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

// The viewer's sort names and their SQL (ADR 0051).
const AUDIT_ORDER: Record<(typeof AUDIT_SORTS)[number], string> = {
  at: 'at',
  id: 'id',
  staff_email: 'staff_email',
  action: 'action',
  subject: 'subject',
};
export type AuditSort = { sort?: keyof typeof AUDIT_ORDER | undefined; dir?: SortDir | undefined };

/** A page of rows, newest first unless `sort` names a column, with the filtered total. */
export async function listAudit(
  db: Query,
  filter: AuditFilter & AuditSort,
  offset: number,
  limit: number,
): Promise<{ items: AuditRow[]; total: number }> {
  const w = where(filter);
  const order = filter.sort ? sortedBy(AUDIT_ORDER, filter.sort, filter.dir, 'id') : 'at desc, id desc';
  const rows = await db.query(
    `select id, at, staff_id, staff_email, action, subject, before, after, reason, ip, count(*) over () as total
     from staff_audit ${w.sql} order by ${order} limit $${w.params.length + 1} offset $${w.params.length + 2}`,
    [...w.params, limit, offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => ({
      id: asNumber(r.id),
      at: new Date(r.at as string).toISOString(),
      staff_id: r.staff_id === null ? null : asNumber(r.staff_id),
      staff_email: (r.staff_email as string | null) ?? null,
      action: String(r.action),
      subject: (r.subject as string | null) ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: (r.reason as string | null) ?? null,
      ip: (r.ip as string | null) ?? null,
    })),
  };
}
