// The back office's reads of payments (ADR 0051): the withdrawal desk and the deposits view, each one
// statement with its total, filtered, sorted by a whitelisted column and paged on the server.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  DepositsQuery,
  DeskDeposit,
  DeskWithdrawal,
  DeskWithdrawalStatus,
  DeskWithdrawalsQuery,
} from '@fairline/shared/wire/backoffice-payments';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

// Sort keys map to SQL here only: a query parameter never reaches the statement as text.
const WITHDRAWAL_ORDER: Record<DeskWithdrawalsQuery['sort'], string> = {
  created_at: 'p.created_at',
  amount: 'p.amount',
  user_id: 'p.user_id',
  decided_at: 'p.settled_at',
};
const DEPOSIT_ORDER: Record<DepositsQuery['sort'], string> = {
  created_at: 'p.created_at',
  amount: 'p.amount',
  user_id: 'p.user_id',
  settled_at: 'p.settled_at',
};

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const orderBy = (column: string, dir: 'asc' | 'desc') => `order by ${column} ${dir} nulls last, p.id ${dir}`;

// What the desk calls a status: an approved withdrawal is still `requested` in the table.
const WITHDRAWAL_FILTER: Record<DeskWithdrawalStatus, string> = {
  requested: `p.status = 'requested' and p.approved_at is null`,
  approved: `p.status = 'requested' and p.approved_at is not null`,
  paid: `p.status = 'paid'`,
  rejected: `p.status = 'rejected'`,
};

/** Withdrawals in one desk status; open ones oldest first unless `dir` says otherwise. */
export async function listDeskWithdrawals(
  database: Query,
  q: Pick<DeskWithdrawalsQuery, 'status' | 'sort' | 'dir' | 'offset' | 'limit'>,
): Promise<{ items: DeskWithdrawal[]; total: number }> {
  const open = q.status === 'requested' || q.status === 'approved';
  const dir = q.dir ?? (open ? 'asc' : 'desc');
  const rows = await database.query<Record<string, unknown>>(
    `select p.public_id, p.user_id, p.amount, p.currency_id, p.method_code, p.status, p.reason, p.approved_at,
            p.settled_at, p.created_at, s.email as approved_by, count(*) over () as total
     from payments p left join staff_users s on s.id = p.approved_by
     where p.kind = 'withdrawal' and ${WITHDRAWAL_FILTER[q.status]}
     ${orderBy(WITHDRAWAL_ORDER[q.sort], dir)} limit $1 offset $2`,
    [q.limit, q.offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => {
      const currencyId = Number(r.currency_id);
      return {
        withdrawal_id: String(r.public_id),
        user_id: asNumber(r.user_id),
        amount_minor: asNumber(r.amount),
        currency_id: currencyId,
        currency: codeOf(currencyId),
        method_code: (r.method_code as string | null) ?? null,
        status: r.status === 'requested' && r.approved_at ? 'approved' : (r.status as DeskWithdrawalStatus),
        reason: (r.reason as string | null) ?? null,
        approved_by: (r.approved_by as string | null) ?? null,
        approved_at: iso(r.approved_at),
        decided_at: iso(r.settled_at),
        created_at: iso(r.created_at) ?? '',
      };
    }),
  };
}

/** Deposits matching the filters (`from`/`to` whole UTC days, inclusive), newest first by default. */
export async function listDeskDeposits(
  database: Query,
  q: Omit<DepositsQuery, 'offset' | 'limit'> & { offset: number; limit: number },
): Promise<{ items: DeskDeposit[]; total: number }> {
  const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : null;
  const rows = await database.query<Record<string, unknown>>(
    `select p.public_id, p.user_id, p.amount, p.currency_id, p.status, p.provider, p.method_code, p.method,
            p.reason, p.created_at, p.settled_at, count(*) over () as total
     from payments p
     where p.kind = 'deposit'
       and ($1::text is null or p.status = $1)
       and ($2::bigint is null or p.user_id = $2)
       and ($3::integer is null or p.currency_id = $3)
       and ($4::timestamptz is null or p.created_at >= $4)
       and ($5::timestamptz is null or p.created_at < $5)
     ${orderBy(DEPOSIT_ORDER[q.sort], q.dir)} limit $6 offset $7`,
    [
      q.status ?? null,
      q.user_id ?? null,
      q.currency_id ?? null,
      q.from ? new Date(`${q.from}T00:00:00Z`) : null,
      to,
      q.limit,
      q.offset,
    ],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => {
      const currencyId = Number(r.currency_id);
      return {
        deposit_id: String(r.public_id),
        user_id: asNumber(r.user_id),
        amount_minor: asNumber(r.amount),
        currency_id: currencyId,
        currency: codeOf(currencyId),
        status: r.status as DeskDeposit['status'],
        provider: String(r.provider),
        method_code: (r.method_code as string | null) ?? null,
        method: (r.method as string | null) ?? null,
        reason: (r.reason as string | null) ?? null,
        created_at: iso(r.created_at) ?? '',
        settled_at: iso(r.settled_at),
      };
    }),
  };
}

/** Marks a requested withdrawal approved by a staff member (once); answers whether it changed now. */
export async function approveWithdrawalRow(
  database: Query,
  publicId: string,
  staffId: number,
  now: Date,
): Promise<{ changed: boolean }> {
  const [row] = await database.query<{ r_changed: boolean }>(
    'select r_changed from payment_approve_withdrawal($1, $2, $3)',
    [publicId, staffId, now],
  );
  if (!row) throw new Error('payment_approve_withdrawal returned no row');
  return { changed: row.r_changed };
}
