// Paying or holding a swept period's commission (ADR 0061 "Schedule" and "Fraud checks: hold instead of
// pay"): a positive commission is paid — one ledger transaction referral_payouts → the referrer's
// player_referral account, keyed per (referrer, referred, day, currency) — unless a fraud check holds it;
// a held period is judged again by every sweep and paid, once, when no check holds it any more.
import type { ReferralHoldReason } from '@fairline/shared/referral/checks';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { postTransaction, requestHashOf, systemAccountId } from '../wallet/wallet.service';
import * as repo from './bring-a-friend.repository';
import { holdReasons } from './referral-checks';

type Query = Pick<Database, 'query'>;
type Period = Pick<repo.DueRevenue, 'referrerId' | 'referredId' | 'period' | 'currencyId' | 'revenue'>;

/** The referrer's referral account in a currency (made on first use). */
export async function referralAccountId(database: Query, userId: number, currencyId: number): Promise<number> {
  const [row] = await database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_referral') as id`, [
    userId,
    currencyId,
  ]);
  return asNumber(row?.id);
}

/** Posts a period's commission once (its key); the transaction's id, the first one's on a replay. */
async function postCommission(database: Query, row: Period, amount: number, now: Date): Promise<number> {
  const key = `referral:${row.referrerId}:${row.referredId}:${row.period}:${row.currencyId}`;
  const [payouts, account] = await Promise.all([
    systemAccountId(database, 'referral_payouts', row.currencyId),
    referralAccountId(database, row.referrerId, row.currencyId),
  ]);
  const posted = await postTransaction(database, {
    kind: 'referral_commission',
    idempotencyKey: key,
    requestHash: requestHashOf({ key, amount }),
    legs: [
      { accountId: payouts, amount: -amount },
      { accountId: account, amount },
    ],
    metadata: { referred_id: row.referredId, period: row.period, revenue: row.revenue },
    at: now,
  });
  return posted.transactionId;
}

const subjectOf = (row: Period) => `user:${row.referrerId}`;
const detailsOf = (row: Period, amount: number) => ({
  referred: row.referredId,
  period: row.period,
  currency_id: row.currencyId,
  amount,
});

/** A newly swept period: recorded with its commission paid, held (with why) or nothing to pay. */
export async function settlePeriod(
  database: Database,
  row: repo.DueRevenue,
  amount: number,
  opts: { percent: number; now: Date },
): Promise<'paid' | 'held' | 'none'> {
  const record = (txId: number | null, reasons: ReferralHoldReason[] | null) =>
    repo.recordCommission(database, {
      ...row,
      amount,
      percent: opts.percent,
      txId,
      at: opts.now,
      holdReasons: reasons,
    });
  if (amount <= 0) {
    await record(null, null);
    return 'none';
  }
  const reasons = await holdReasons(database, row, opts.now);
  if (reasons.length > 0) {
    if (await record(null, reasons)) {
      await audit(database, {
        actor: 'system',
        action: 'referrals.commission_held',
        subject: subjectOf(row),
        details: { ...detailsOf(row, amount), reasons },
      });
      return 'held';
    }
    return 'none';
  }
  const recorded = await record(await postCommission(database, row, amount, opts.now), null);
  return recorded ? 'paid' : 'none';
}

interface HeldRow extends Period {
  amount: number;
  reasons: string[];
}

async function heldSince(database: Query, since: Date): Promise<HeldRow[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select referrer_id, referred_id, to_char(period, 'YYYY-MM-DD') as period, currency_id, revenue, amount, hold_reasons
     from referral_commissions where hold_reasons is not null and period >= $1::date order by period, referrer_id`,
    [since],
  );
  return rows.map((r) => ({
    referrerId: asNumber(r.referrer_id),
    referredId: asNumber(r.referred_id),
    period: String(r.period),
    currencyId: Number(r.currency_id),
    revenue: asNumber(r.revenue),
    amount: asNumber(r.amount),
    reasons: (r.hold_reasons as string[]) ?? [],
  }));
}

const PK = 'referrer_id = $1 and referred_id = $2 and period = $3::date and currency_id = $4';
const pkOf = (row: Period) => [row.referrerId, row.referredId, row.period, row.currencyId];

/**
 * Judges the held periods since `since` again: one no check holds any more is paid (the same key: a
 * replay or a second instance moves nothing) and marked released once; one still held keeps its reasons
 * up to date. Answers how many were paid.
 */
export async function releaseHeld(database: Database, since: Date, now: Date): Promise<number> {
  let released = 0;
  for (const row of await heldSince(database, since)) {
    const reasons = await holdReasons(database, row, now);
    if (reasons.length > 0) {
      if (reasons.join() !== row.reasons.join()) {
        await database.query(`update referral_commissions set hold_reasons = $5 where ${PK}`, [...pkOf(row), reasons]);
      }
      continue;
    }
    const txId = await postCommission(database, row, row.amount, now);
    const updated = await database.query(
      `update referral_commissions set hold_reasons = null, tx_id = $5, released_at = $6
       where ${PK} and hold_reasons is not null returning period`,
      [...pkOf(row), txId, now],
    );
    if (updated.length === 0) continue;
    released += 1;
    await audit(database, {
      actor: 'system',
      action: 'referrals.commission_released',
      subject: subjectOf(row),
      details: { ...detailsOf(row, row.amount), was_held_for: row.reasons },
    });
  }
  return released;
}
