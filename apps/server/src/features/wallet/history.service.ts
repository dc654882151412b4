import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { PaymentHistoryItem, PaymentHistoryPage } from '@fairline/shared/wire/wallet';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** Rows per history page (spec §9: page step 50). */
export const HISTORY_PAGE_SIZE = 50;
/** Operations older than this are the archive, listed only when asked for. */
export const ARCHIVE_AFTER_DAYS = 90;

export interface HistoryQuery {
  userId: number;
  kinds: readonly ('player_cash' | 'player_bonus' | 'player_points')[];
  pageNumber: number;
  includeArchive: boolean;
  now: Date;
}

const ACCOUNT_TYPE: Record<string, PaymentHistoryItem['accountType']> = {
  player_cash: 'main',
  player_bonus: 'bonus',
  player_points: 'points',
};

interface EntryRow {
  id: unknown;
  amount: unknown;
  created_at: Date | string;
  operation: string;
  currency_id: number;
  account_id: unknown;
  account_kind: string;
}

/** One page (1-based) of the user's operations on the given account kinds, newest first. */
export async function historyPage(database: Pick<Database, 'query'>, q: HistoryQuery): Promise<PaymentHistoryPage> {
  const since = new Date(q.now.getTime() - ARCHIVE_AFTER_DAYS * 86_400_000);
  const rows = await database.query<EntryRow>(
    `select e.id, e.amount, e.created_at, t.kind as operation, a.currency_id, a.id as account_id, a.kind as account_kind
     from ledger_accounts a
     join ledger_entries e on e.account_id = a.id
     join ledger_transactions t on t.id = e.transaction_id
     where a.owner_id = $1 and a.kind = any($2::text[]) and ($3 or e.created_at >= $4)
     order by e.id desc limit $5 offset $6`,
    [q.userId, [...q.kinds], q.includeArchive, since, HISTORY_PAGE_SIZE + 1, (q.pageNumber - 1) * HISTORY_PAGE_SIZE],
  );
  const items = rows.slice(0, HISTORY_PAGE_SIZE).map((r): PaymentHistoryItem => {
    const currency = currencyById(r.currency_id);
    const amount = asNumber(r.amount);
    const isPoints = r.account_kind === 'player_points';
    return {
      id: asNumber(r.id),
      date: new Date(r.created_at).toISOString(),
      operation: r.operation,
      amount: isPoints ? amount : fromMinor(minor(amount), currency?.minorDigits ?? 2),
      currency: currency?.code ?? '',
      currencyId: r.currency_id,
      accountId: asNumber(r.account_id),
      accountType: ACCOUNT_TYPE[r.account_kind] ?? 'main',
    };
  });
  return {
    items,
    page_number: q.pageNumber,
    page_size: HISTORY_PAGE_SIZE,
    has_more: rows.length > HISTORY_PAGE_SIZE,
    is_include_archive: q.includeArchive,
  };
}
