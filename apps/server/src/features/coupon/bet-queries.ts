import type { PlacedBet } from '@fairline/shared/wire/bets';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** What a placed bet's first answer said beyond its id, balance and time (stored with the bet). */
export type StoredAnswer = Omit<PlacedBet, 'Id' | 'Balance' | 'Dt'>;

/** A placed bet as its betGuid replay needs it. */
export interface StoredBet {
  id: number;
  requestHash: string;
  balanceAfter: number | null;
  currencyId: number;
  answer: StoredAnswer;
  createdAt: Date;
}

/** The user's bet placed with this betGuid, if any. */
export async function findBetByGuid(database: Query, userId: number, guid: string): Promise<StoredBet | undefined> {
  const [row] = await database.query<Record<string, unknown>>(
    `select id, request_hash, balance_after, currency_id, answer, created_at from bets where user_id = $1 and bet_guid = $2`,
    [userId, guid],
  );
  if (!row) return undefined;
  return {
    id: asNumber(row.id),
    requestHash: String(row.request_hash),
    balanceAfter: row.balance_after === null ? null : asNumber(row.balance_after),
    currencyId: Number(row.currency_id),
    answer: (row.answer ?? {}) as StoredAnswer,
    createdAt: new Date(row.created_at as string | Date),
  };
}

/** The currency of the user's active account (their accounts are opened when they have none). */
export async function activeCurrency(database: Query, userId: number): Promise<number> {
  const [row] = await database.query<{ currency_id: number }>(
    `select coalesce(
       (select currency_id from ledger_accounts where owner_id = $1 and is_active),
       (select currency_id from users where id = $1)) as currency_id`,
    [userId],
  );
  return Number(row?.currency_id ?? 1);
}
