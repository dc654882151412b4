import type { Database } from '../../infra/db';

/** Who may deposit and withdraw right now. */
export interface PaymentAccess {
  /** Deposits refused: the account is blocked or closed, or a time-out / self-exclusion is running. */
  rechargeBlocked: boolean;
  /** Withdrawals refused: the account is blocked or closed, or the operator froze withdrawals. */
  deduceBlocked: boolean;
  /** Neither e-mail nor phone is confirmed yet: withdrawals wait for that. */
  needVerify: boolean;
}

export interface PaymentAccessRow {
  status: string;
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  profile: Record<string, unknown> | null;
}

const isFuture = (value: unknown, now: Date) => typeof value === 'string' && Date.parse(value) > now.getTime();

/**
 * The rules, read from the user row: `status` (active | blocked | closed) and the profile keys
 * `time_out_until` / `self_excluded_until` (ISO dates; they stop deposits, never the way out of
 * money already held) and `withdrawals_blocked` (an operator's freeze, e.g. during a KYC review).
 */
export function paymentAccessOf(row: PaymentAccessRow, now: Date): PaymentAccess {
  const inactive = row.status !== 'active';
  const profile = row.profile ?? {};
  const excluded = isFuture(profile.time_out_until, now) || isFuture(profile.self_excluded_until, now);
  return {
    rechargeBlocked: inactive || excluded,
    deduceBlocked: inactive || profile.withdrawals_blocked === true,
    needVerify: !row.email_verified_at && !row.phone_verified_at,
  };
}

/** The payment access of a user (a missing user is blocked from everything). */
export async function loadPaymentAccess(
  database: Pick<Database, 'query'>,
  userId: number,
  now: Date,
): Promise<PaymentAccess> {
  const [row] = await database.query<PaymentAccessRow>(
    'select status, email_verified_at, phone_verified_at, profile from users where id = $1',
    [userId],
  );
  return row ? paymentAccessOf(row, now) : { rechargeBlocked: true, deduceBlocked: true, needVerify: true };
}
