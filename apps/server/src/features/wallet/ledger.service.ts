import { createHash } from 'node:crypto';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { withLedgerErrors } from './ledger-errors';

/** One side of a transaction: signed minor units on one ledger account. */
export interface LedgerLeg {
  accountId: number;
  amount: number;
}

export interface PostTransactionInput {
  /** What moved the money: `deposit`, `bet_placed`, `casino_win`, … */
  kind: string;
  /** Unique per money-moving request (betGuid, provider transaction id, transfer key). */
  idempotencyKey: string;
  legs: readonly LedgerLeg[];
  metadata?: Record<string, unknown>;
  /** Defaults to a hash of kind, legs and metadata: a replay must send the same. */
  requestHash?: string;
  /** The booking time (an injectable clock); the database's now() when omitted. */
  at?: Date;
}

export interface PostedTransaction {
  transactionId: number;
  /** True when the key was seen before with the same request: nothing moved this time. */
  replayed: boolean;
}

/** A stable hash of a request body, for idempotency checks. */
export function requestHashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * Posts one balanced transaction in one round trip (the `ledger_post` function): entries, cached
 * balances and the idempotency record commit together or not at all. Overdraft → 400
 * insufficient_funds; the key reused with another request → 409 idempotency_conflict.
 */
export async function postTransaction(
  database: Pick<Database, 'query'>,
  input: PostTransactionInput,
): Promise<PostedTransaction> {
  const legs = input.legs.map((leg) => ({ account_id: leg.accountId, amount: leg.amount }));
  const metadata = input.metadata ?? {};
  const hash = input.requestHash ?? requestHashOf({ kind: input.kind, legs, metadata });
  const rows = await withLedgerErrors(() =>
    database.query<{ tx_id: unknown; replayed: boolean }>(
      'select tx_id, replayed from ledger_post($1, $2, $3, $4, $5, $6)',
      [input.kind, input.idempotencyKey, hash, JSON.stringify(legs), JSON.stringify(metadata), input.at ?? new Date()],
    ),
  );
  const row = rows[0];
  if (!row) throw new Error('ledger_post returned no row');
  return { transactionId: asNumber(row.tx_id), replayed: row.replayed };
}

/** The system account (house, clearing, …) of a kind and currency, made on first use. */
export async function systemAccountId(
  database: Pick<Database, 'query'>,
  kind: SystemAccountKind,
  currencyId: number,
): Promise<number> {
  const [row] = await database.query<{ id: unknown }>('select ledger_system_account($1, $2) as id', [kind, currencyId]);
  return asNumber(row?.id);
}

/** The player's account of a kind and currency, made on first use. */
export async function playerAccountId(
  database: Pick<Database, 'query'>,
  userId: number,
  currencyId: number,
  kind: PlayerAccountKind,
): Promise<number> {
  const [row] = await database.query<{ id: unknown }>('select ledger_player_account($1, $2, $3) as id', [
    userId,
    currencyId,
    kind,
  ]);
  return asNumber(row?.id);
}

export type PlayerAccountKind = 'player_cash' | 'player_bonus' | 'player_points' | 'open_stakes' | 'pending_withdrawal';
export type SystemAccountKind =
  | 'house_revenue'
  | 'bonus_cost'
  | 'payment_clearing'
  | 'casino_clearing'
  | 'referral_payouts'
  | 'points_issued';
