// Manual adjustments (ADR 0048): each change is one statement of migration 0034 (the row, the ledger
// transaction keyed by the adjustment's id and the staff audit rows commit together); reads for the
// desk and the player page. The SQLSTATEs of those functions become the platform's errors here.

import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  ADJUSTMENT_SORTS,
  Adjustment,
  AdjustmentQueueQuery,
  AdjustmentRequest,
} from '@fairline/shared/wire/backoffice-adjustments';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { type SortDir, sortedBy } from '../../infra/sql-order';
import { asNumber } from '../../infra/sql-values';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

/** US dollars in a currency's minor units, as bonus campaigns convert their USD caps (bonus-rules.ts). */
export function usdThresholdIn(usd: number, currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) throw new AppError('VALIDATION', 'Unknown currency', { validationErrors: { currency_id: 'unknown' } });
  return Math.round(usd * currency.conversionCoefficient) * 10 ** currency.minorDigits;
}

function adjustmentError(err: unknown): unknown {
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FL402':
      return new AppError('BAD_REQUEST', 'The debit would take the player’s cash balance below zero', {
        errorCode: 'insufficient_funds',
      });
    case 'FL403':
      return new AppError('FORBIDDEN', 'A second staff member must decide: you requested this adjustment', {
        errorCode: 'own_adjustment',
      });
    case 'FL404':
      return new AppError('NOT_FOUND', 'The adjustment or the player’s cash account in this currency is not found');
    case 'FL409':
      return new AppError('CONFLICT', 'This adjustment was already decided', { errorCode: 'adjustment_decided' });
    default:
      return err;
  }
}

export interface AdjustmentMove {
  adjustmentId: number;
  status: 'pending' | 'posted' | 'rejected';
  accountId: number;
  balance: number;
}

type MoveRow = { adjustment_id: unknown; status: AdjustmentMove['status']; account_id: unknown; balance: unknown };
const toMove = (row: MoveRow | undefined): AdjustmentMove => {
  if (!row) throw new Error('adjustment function returned no row');
  return {
    adjustmentId: asNumber(row.adjustment_id),
    status: row.status,
    accountId: asNumber(row.account_id),
    balance: asNumber(row.balance),
  };
};

/** Requests an adjustment; at or below `threshold` it posts in the same statement. */
export async function requestAdjustment(
  db: Query,
  input: { userId: number; body: AdjustmentRequest; threshold: number; actor: AuditActor; at: Date },
): Promise<AdjustmentMove> {
  const { body, actor } = input;
  try {
    const rows = await db.query<MoveRow>(
      'select * from adjustment_request($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      [
        input.userId,
        body.currency_id,
        body.direction,
        body.amount_minor,
        body.category,
        body.reason,
        input.threshold,
        actor.staffId,
        actor.staffEmail,
        actor.ip,
        input.at,
      ],
    );
    return toMove(rows[0]);
  } catch (err) {
    throw adjustmentError(err);
  }
}

/** Approves (posts) or rejects a pending adjustment as a staff member other than its requester. */
export async function decideAdjustment(
  db: Query,
  input: { id: number; approve: boolean; reason: string | null; actor: AuditActor; at: Date },
): Promise<AdjustmentMove> {
  const { actor } = input;
  try {
    const rows = await db.query<MoveRow>('select * from adjustment_decide($1, $2, $3, $4, $5, $6, $7)', [
      input.id,
      input.approve,
      actor.staffId,
      actor.staffEmail,
      input.reason,
      actor.ip,
      input.at,
    ]);
    return toMove(rows[0]);
  } catch (err) {
    throw adjustmentError(err);
  }
}

const COLUMNS = `id, user_id, currency_id, direction, amount, category, reason, status, threshold, requested_email,
  decided_email, decision_reason, ledger_tx_id, created_at, decided_at`;

type Raw = {
  id: unknown;
  user_id: unknown;
  currency_id: number;
  direction: Adjustment['direction'];
  amount: unknown;
  category: Adjustment['category'];
  reason: string;
  status: Adjustment['status'];
  threshold: unknown;
  requested_email: string;
  decided_email: string | null;
  decision_reason: string | null;
  ledger_tx_id: unknown;
  created_at: Date | string;
  decided_at: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

const toAdjustment = (r: Raw): Adjustment => ({
  id: asNumber(r.id),
  user_id: asNumber(r.user_id),
  currency_id: r.currency_id,
  currency: currencyById(r.currency_id)?.code ?? String(r.currency_id),
  direction: r.direction,
  amount_minor: asNumber(r.amount),
  category: r.category,
  reason: r.reason,
  status: r.status,
  threshold_minor: asNumber(r.threshold),
  requested_by: r.requested_email,
  decided_by: r.decided_email,
  decision_reason: r.decision_reason,
  ledger_tx_id: r.ledger_tx_id === null ? null : asNumber(r.ledger_tx_id),
  created_at: iso(r.created_at),
  decided_at: r.decided_at === null ? null : iso(r.decided_at),
});

export async function findAdjustment(db: Query, id: number): Promise<Adjustment | null> {
  const [row] = await db.query<Raw>(`select ${COLUMNS} from manual_adjustments where id = $1`, [id]);
  return row ? toAdjustment(row) : null;
}

// The desk's sort names and their SQL (ADR 0051).
const ADJUSTMENT_ORDER: Record<(typeof ADJUSTMENT_SORTS)[number], string> = {
  id: 'id',
  created_at: 'created_at',
  amount: 'amount',
  user_id: 'user_id',
  decided_at: 'decided_at',
};

/** The desk: adjustments of a status, the oldest pending first (newest first for decided ones) unless `sort`. */
export async function listAdjustments(
  db: Query,
  query: Pick<AdjustmentQueueQuery, 'status' | 'sort'> & { dir?: SortDir | undefined; offset: number; limit: number },
): Promise<{ items: Adjustment[]; total: number }> {
  const fixed = query.status === 'pending' ? 'created_at asc, id asc' : 'id desc';
  const order = query.sort ? sortedBy(ADJUSTMENT_ORDER, query.sort, query.dir, 'id') : fixed;
  const rows = await db.query<Raw>(
    `select ${COLUMNS} from manual_adjustments where status = $1 order by ${order} offset $2 limit $3`,
    [query.status, query.offset, query.limit],
  );
  const [count] = await db.query<{ n: unknown }>('select count(*) as n from manual_adjustments where status = $1', [
    query.status,
  ]);
  return { items: rows.map(toAdjustment), total: asNumber(count?.n) };
}

/** A player's adjustments, newest first (the player page). */
export async function listPlayerAdjustments(db: Query, userId: number, limit = 100): Promise<Adjustment[]> {
  const rows = await db.query<Raw>(
    `select ${COLUMNS} from manual_adjustments where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  );
  return rows.map(toAdjustment);
}
