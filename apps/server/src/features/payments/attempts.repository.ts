import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { PaymentAttempt, PaymentAttemptStatus } from '@fairline/shared/wire/cashier-methods';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** Attempts per page of the cashier's history. */
export const ATTEMPTS_PAGE_SIZE = 20;

interface AttemptSqlRow {
  public_id: string;
  kind: 'deposit' | 'withdrawal';
  status: PaymentAttemptStatus;
  method_code: string | null;
  method: string | null;
  amount: unknown;
  currency_id: number;
  reason: string | null;
  created_at: Date | string;
}

/**
 * Every deposit and withdrawal attempt of a user, newest first, whatever became of it: the ledger's
 * history lists only money that moved, so a declined or cancelled deposit is seen only here.
 */
export async function listAttempts(
  database: Pick<Database, 'query'>,
  userId: number,
  pageNumber: number,
): Promise<{ items: PaymentAttempt[]; hasMore: boolean }> {
  const rows = await database.query<AttemptSqlRow>(
    `select public_id, kind, status, method_code, method, amount, currency_id, reason, created_at
     from payments where user_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [userId, ATTEMPTS_PAGE_SIZE + 1, (pageNumber - 1) * ATTEMPTS_PAGE_SIZE],
  );
  const items = rows.slice(0, ATTEMPTS_PAGE_SIZE).map((r) => {
    const currency = currencyById(r.currency_id);
    return {
      id: r.public_id,
      kind: r.kind,
      status: r.status,
      method_code: r.method_code,
      method: r.method,
      amount: fromMinor(minor(asNumber(r.amount)), currency?.minorDigits ?? 2),
      currency: currency?.code ?? String(r.currency_id),
      currencyId: r.currency_id,
      reason: r.reason,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
  return { items, hasMore: rows.length > ATTEMPTS_PAGE_SIZE };
}
