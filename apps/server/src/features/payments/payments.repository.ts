import type { WithdrawalStatus } from '@fairline/shared/wire/cashier';
import type { DepositOutcomeStatus } from '@fairline/shared/wire/payment-provider';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { withLedgerErrors } from '../wallet/wallet.service';

type Query = Pick<Database, 'query'>;

export interface PaymentRow {
  id: number;
  publicId: string;
  userId: number;
  kind: 'deposit' | 'withdrawal';
  provider: string;
  status: string;
  amount: number;
  currencyId: number;
  accountId: number;
  providerTxId: string | null;
  reason: string | null;
  returnLang: string | null;
  /** When a staff member approved the withdrawal (ADR 0051); null until then and for deposits. */
  approvedAt: Date | null;
  createdAt: Date;
}

interface PaymentSqlRow {
  id: unknown;
  public_id: string;
  user_id: unknown;
  kind: 'deposit' | 'withdrawal';
  provider: string;
  status: string;
  amount: unknown;
  currency_id: number;
  account_id: unknown;
  provider_tx_id: string | null;
  reason: string | null;
  return_lang: string | null;
  approved_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, public_id, user_id, kind, provider, status, amount, currency_id, account_id, provider_tx_id, reason, return_lang, approved_at, created_at';

const toPayment = (r: PaymentSqlRow): PaymentRow => ({
  id: asNumber(r.id),
  publicId: r.public_id,
  userId: asNumber(r.user_id),
  kind: r.kind,
  provider: r.provider,
  status: r.status,
  amount: asNumber(r.amount),
  currencyId: r.currency_id,
  accountId: asNumber(r.account_id),
  providerTxId: r.provider_tx_id,
  reason: r.reason,
  returnLang: r.return_lang,
  approvedAt: r.approved_at === null ? null : new Date(r.approved_at),
  createdAt: new Date(r.created_at),
});

export async function findPayment(
  database: Query,
  publicId: string,
  kind: PaymentRow['kind'],
): Promise<PaymentRow | undefined> {
  const [row] = await database.query<PaymentSqlRow>(
    `select ${COLUMNS} from payments where public_id = $1 and kind = $2`,
    [publicId, kind],
  );
  return row ? toPayment(row) : undefined;
}

export interface NewDeposit {
  publicId: string;
  userId: number;
  provider: string;
  methodCode: string;
  amount: number;
  currencyId: number;
  accountId: number;
  limitAmount: number;
  returnLang: string;
  now: Date;
}

export async function insertDeposit(database: Query, d: NewDeposit): Promise<void> {
  await database.query(
    `insert into payments (public_id, user_id, kind, provider, method_code, status, amount, currency_id, account_id, limit_amount, return_lang, created_at)
     values ($1, $2, 'deposit', $3, $4, 'pending', $5, $6, $7, $8, $9, $10)`,
    [
      d.publicId,
      d.userId,
      d.provider,
      d.methodCode,
      d.amount,
      d.currencyId,
      d.accountId,
      d.limitAmount,
      d.returnLang,
      d.now,
    ],
  );
}

/**
 * Expires, in one statement, up to `limit` deposits still pending that were started at or before
 * `before` (only `publicId`'s when given), each with its audit row; answers the ones expired now.
 */
export async function expireDepositRows(
  database: Query,
  before: Date,
  now: Date,
  limit: number,
  publicId: string | null = null,
): Promise<{ publicId: string; userId: number }[]> {
  const rows = await database.query<{ r_public_id: string; r_user_id: unknown }>(
    'select r_public_id, r_user_id from payment_expire_deposits($1, $2, $3, $4)',
    [before, now, limit, publicId],
  );
  return rows.map((r) => ({ publicId: r.r_public_id, userId: asNumber(r.r_user_id) }));
}

export interface SettleInput {
  publicId: string;
  providerTxId: string;
  requestHash: string;
  result: 'succeeded' | 'declined' | 'cancelled';
  method: string | null;
  now: Date;
}

export interface SettleResult {
  status: DepositOutcomeStatus;
  reason: string | null;
  replayed: boolean;
}

/** Settles a deposit once, limits checked and credit posted in the same statement. */
export async function settleDepositRow(database: Query, s: SettleInput): Promise<SettleResult> {
  const [row] = await withLedgerErrors(
    () =>
      database.query<{ r_status: SettleResult['status']; r_reason: string | null; r_replayed: boolean }>(
        'select r_status, r_reason, r_replayed from payment_settle_deposit($1, $2, $3, $4, $5, $6)',
        [s.publicId, s.providerTxId, s.requestHash, s.result, s.method, s.now],
      ),
    'Deposit',
  );
  if (!row) throw new Error('payment_settle_deposit returned no row');
  return { status: row.r_status, reason: row.r_reason, replayed: row.r_replayed };
}

/** Whether this credited deposit is the player's only one: their first deposit, not a redeposit. */
/**
 * Whether a credited deposit is the player's first: no other credited deposit settled before it (ties by
 * id). Two deposits credited at once: exactly one is first, whichever order their checks run in.
 */
export async function isFirstCreditedDeposit(database: Query, userId: number, publicId: string): Promise<boolean> {
  const [row] = await database.query<{ first: boolean }>(
    `select not exists (
       select 1 from payments o join payments p on p.public_id = $2
        where o.user_id = $1 and o.kind = 'deposit' and o.status = 'credited' and o.public_id <> $2
          and (o.settled_at, o.id) < (p.settled_at, p.id)) as first`,
    [userId, publicId],
  );
  return row?.first === true;
}

/** Marks a credited deposit's bonus as decided (granted, or nothing to grant). */
export async function markBonusChecked(database: Query, publicId: string, at: Date): Promise<void> {
  await database.query('update payments set bonus_checked_at = $2 where public_id = $1 and bonus_checked_at is null', [
    publicId,
    at,
  ]);
}

/** Credited deposits whose bonus was never decided, settled between `from` and `to`, oldest first. */
export async function depositsWithoutBonusDecision(database: Query, from: Date, to: Date, limit: number) {
  const rows = await database.query<{ public_id: string; user_id: unknown; amount: unknown; currency_id: unknown }>(
    `select public_id, user_id, amount, currency_id from payments
      where kind = 'deposit' and status = 'credited' and bonus_checked_at is null
        and settled_at >= $1 and settled_at < $2
      order by settled_at, id limit $3`,
    [from, to, limit],
  );
  return rows.map((r) => ({
    publicId: r.public_id,
    userId: Number(r.user_id),
    amount: Number(r.amount),
    currencyId: Number(r.currency_id),
  }));
}

export interface WithdrawalInput {
  userId: number;
  accountId: number;
  amount: number;
  clientKey: string;
  requestHash: string;
  publicId: string;
  provider: string;
  methodCode: string;
  now: Date;
}

/** Books a withdrawal request (cash → pending) with its payment row, or nothing. */
export async function requestWithdrawalRow(
  database: Query,
  w: WithdrawalInput,
): Promise<{ publicId: string; status: WithdrawalStatus; replayed: boolean }> {
  const [row] = await withLedgerErrors(() =>
    database.query<{ r_public_id: string; r_status: WithdrawalStatus; r_replayed: boolean }>(
      'select r_public_id, r_status, r_replayed from payment_request_withdrawal($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [w.userId, w.accountId, w.amount, w.clientKey, w.requestHash, w.publicId, w.provider, w.now, w.methodCode],
    ),
  );
  if (!row) throw new Error('payment_request_withdrawal returned no row');
  return { publicId: row.r_public_id, status: row.r_status, replayed: row.r_replayed };
}

/** Moves a requested withdrawal to paid or rejected; the same decision again changes nothing. */
export async function finishWithdrawalRow(
  database: Query,
  paymentId: number,
  paid: boolean,
  reason: string | null,
  now: Date,
): Promise<{ status: WithdrawalStatus; changed: boolean }> {
  const [row] = await withLedgerErrors(
    () =>
      database.query<{ r_status: WithdrawalStatus; r_changed: boolean }>(
        'select r_status, r_changed from payment_finish_withdrawal($1, $2, $3, $4)',
        [paymentId, paid, reason, now],
      ),
    'Withdrawal',
  );
  if (!row) throw new Error('payment_finish_withdrawal returned no row');
  return { status: row.r_status, changed: row.r_changed };
}

export interface PaymentSource {
  provider: string;
  method: string | null;
  deposits: number;
  lastUsed: string;
}

/** The methods a user has deposited with, most recently used first. */
export async function listPaymentSources(database: Query, userId: number): Promise<PaymentSource[]> {
  const rows = await database.query<{
    provider: string;
    method: string | null;
    deposits: unknown;
    last_used: Date | string;
  }>(
    `select provider, method, count(*) as deposits, max(settled_at) as last_used from payments
     where user_id = $1 and kind = 'deposit' and status = 'credited'
     group by provider, method order by max(settled_at) desc`,
    [userId],
  );
  return rows.map((r) => ({
    provider: r.provider,
    method: r.method,
    deposits: asNumber(r.deposits),
    lastUsed: new Date(r.last_used).toISOString(),
  }));
}
