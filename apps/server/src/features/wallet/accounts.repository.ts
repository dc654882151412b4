import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { PlayerAccountRow } from './account-record';

type Query = Pick<Database, 'query'>;

interface AccountSqlRow {
  id: unknown;
  currency_id: number;
  kind: string;
  balance: unknown;
  is_active: boolean;
}

/** Opens the registration currency's accounts when the user has none yet (idempotent, one round trip). */
export async function ensureAccounts(database: Query, userId: number): Promise<void> {
  await database.query('select wallet_ensure_accounts($1)', [userId]);
}

/** The user's open accounts (cash, bonus, points, open stakes, pending withdrawals). */
export async function listOpenAccounts(database: Query, userId: number): Promise<PlayerAccountRow[]> {
  const rows = await database.query<AccountSqlRow>(
    `select id, currency_id, kind, balance, is_active from ledger_accounts
     where owner_id = $1 and closed_at is null order by id`,
    [userId],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    currencyId: r.currency_id,
    kind: r.kind,
    balance: asNumber(r.balance),
    isActive: r.is_active,
  }));
}

/** Opens (or reopens) the user's accounts in a currency; answers the cash account's id. */
export async function openCurrencyAccount(database: Query, userId: number, currencyId: number): Promise<number> {
  const [row] = await database.query<{ id: unknown }>('select wallet_open_currency_account($1, $2) as id', [
    userId,
    currencyId,
  ]);
  return asNumber(row?.id);
}

export type CloseOutcome = 'closed' | 'not_found' | 'not_empty' | 'last_account';

/** Closes a currency account of the user's if it is empty and not the last one. */
export async function closeCurrencyAccount(database: Query, userId: number, accountId: number): Promise<CloseOutcome> {
  const [row] = await database.query<{ outcome: CloseOutcome }>(
    'select wallet_close_currency_account($1, $2) as outcome',
    [userId, accountId],
  );
  return row?.outcome ?? 'not_found';
}

/** Makes one of the user's open cash accounts the active one; false when it is not theirs. */
export async function setActiveAccount(database: Query, userId: number, accountId: number): Promise<boolean> {
  const rows = await database.query(
    `with target as (
       select id from ledger_accounts where id = $2 and owner_id = $1 and kind = 'player_cash' and closed_at is null)
     update ledger_accounts a set is_active = (a.id = target.id), updated_at = now()
     from target
     where a.owner_id = $1 and a.kind = 'player_cash' and (a.is_active or a.id = target.id)
     returning a.id`,
    [userId, accountId],
  );
  return rows.length > 0;
}

/** The user's open cash account with this id, or undefined (also for other users' ids). */
export async function findCashAccount(
  database: Query,
  userId: number,
  accountId: number,
): Promise<{ id: number; currencyId: number } | undefined> {
  const [row] = await database.query<{ id: unknown; currency_id: number }>(
    `select id, currency_id from ledger_accounts where id = $1 and owner_id = $2 and kind = 'player_cash' and closed_at is null`,
    [accountId, userId],
  );
  return row ? { id: asNumber(row.id), currencyId: row.currency_id } : undefined;
}

/** The user's open cash account in a currency, or undefined. */
export async function findCashAccountByCurrency(
  database: Query,
  userId: number,
  currencyId: number,
): Promise<number | undefined> {
  const [row] = await database.query<{ id: unknown }>(
    `select id from ledger_accounts where owner_id = $1 and currency_id = $2 and kind = 'player_cash' and closed_at is null`,
    [userId, currencyId],
  );
  return row ? asNumber(row.id) : undefined;
}
