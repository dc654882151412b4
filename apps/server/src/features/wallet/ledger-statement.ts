// A player account's statement for the back office (ADR 0045 "The player page's records"): the
// account's ledger entries newest first, each with its transaction and the balance right after it.
// The running balance is a window sum over the account's entries in posting order (entry ids grow
// with every posting), so the newest line's balance is the account's balance (invariant 3).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface StatementAccount {
  id: number;
  kind: string;
  currency_id: number;
  currency: string;
  balance_minor: number;
}

export interface StatementLine {
  entry_id: number;
  transaction_id: number;
  kind: string;
  reference: string;
  amount_minor: number;
  balance_after_minor: number;
  created_at: string;
}

/**
 * One page of a player's account (`accountId`, or by default the active cash account, else the first
 * one opened): null account when the player owns no such account.
 */
export async function accountStatement(
  db: Query,
  q: { userId: number; accountId?: number | undefined; offset: number; limit: number },
): Promise<{ account: StatementAccount | null; total: number; items: StatementLine[] }> {
  const [acc] = await db.query(
    `select id, kind, currency_id, balance from ledger_accounts
     where owner_id = $1 and ($2::bigint is null or id = $2)
     order by is_active desc, (kind = 'player_cash') desc, id limit 1`,
    [q.userId, q.accountId ?? null],
  );
  if (!acc) return { account: null, total: 0, items: [] };
  const currencyId = Number(acc.currency_id);
  const account: StatementAccount = {
    id: asNumber(acc.id),
    kind: String(acc.kind),
    currency_id: currencyId,
    currency: currencyById(currencyId)?.code ?? String(currencyId),
    balance_minor: asNumber(acc.balance ?? 0),
  };
  const rows = await db.query(
    `select e.id, e.transaction_id, t.kind, t.idempotency_key, e.amount, e.created_at,
            sum(e.amount) over (order by e.id) as balance_after, count(*) over () as total
     from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
     where e.account_id = $1
     order by e.id desc limit $2 offset $3`,
    [account.id, q.limit, q.offset],
  );
  return {
    account,
    total: rows[0] ? asNumber(rows[0].total) : q.offset > 0 ? await countEntries(db, account.id) : 0,
    items: rows.map((r) => ({
      entry_id: asNumber(r.id),
      transaction_id: asNumber(r.transaction_id),
      kind: String(r.kind),
      reference: String(r.idempotency_key),
      amount_minor: asNumber(r.amount),
      balance_after_minor: asNumber(r.balance_after),
      created_at: new Date(r.created_at as string).toISOString(),
    })),
  };
}

/** The account's entry count (a page past the end still tells the total). */
async function countEntries(db: Query, accountId: number): Promise<number> {
  const [row] = await db.query('select count(*) as n from ledger_entries where account_id = $1', [accountId]);
  return asNumber(row?.n ?? 0);
}
