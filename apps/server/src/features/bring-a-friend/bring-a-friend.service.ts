import { randomBytes } from 'node:crypto';
import {
  type ExtendedReferralUsersAnswer,
  REFERRAL_RULES,
  type ReferralMoney,
  type ReferralUser,
  type ReferralUsersAnswer,
  type TransferReferralAnswer,
  type TransferReferralRequest,
} from '@fairline/shared/wire/bring-a-friend';
import { AppError, notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { findCashAccountByCurrency, postTransaction, requestHashOf } from '../wallet/wallet.service';
import * as repo from './bring-a-friend.repository';
import { referralAccountId, releaseHeld, settlePeriod } from './commission-sweep';

export { playerReferrals } from './staff-view';

type Query = Pick<Database, 'query'>;
const DAY = 86_400_000;
/** Closed days older than this are not swept any more (the sweep reads a bounded window). */
export const SWEEP_LOOKBACK_DAYS = 35;

/** The player's tag, made on first use (8 random base-36 characters). */
export async function referralTagOf(database: Query, userId: number): Promise<string> {
  const existing = await repo.findTag(database, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const tag = BigInt(`0x${randomBytes(6).toString('hex')}`)
      .toString(36)
      .padStart(8, '0')
      .slice(-8);
    const held = await repo.insertTag(database, userId, tag);
    if (held) return held;
  }
  throw new Error('could not make a referral tag');
}

/** The referral link's path under the site (the language goes before it). */
export const referralLinkPath = (tag: string) => `/registration?ref=${tag}`;

/** What the binding request showed: its address, and the referrer tag whose own page this browser opened. */
export interface BindingSeen {
  ip?: string | undefined;
  ownerTag?: string | undefined;
}

/**
 * Binds the player to the owner of `tag` once (registration through a referral link): the tag must be
 * of the player's brand and not their own, the account at most `bindWindowHours` old, and a player
 * never changes referrer. The same tag again answers `replayed`. What the request showed is kept for the
 * fraud checks (ADR 0061): its address, and whether this browser had opened the referrer's own page.
 */
export async function bindReferrer(
  database: Query,
  userId: number,
  tag: string | undefined,
  now: Date,
  seen: BindingSeen = {},
) {
  if (!tag) throw new AppError('BAD_REQUEST', 'No referral tag', { errorCode: 'no_referral_tag' });
  const [referrer, account] = await Promise.all([
    repo.findReferrerByTag(database, tag),
    repo.readReferredAccount(database, userId),
  ]);
  if (!account || !referrer || referrer.brandId !== account.brandId) throw notFound('Referral tag');
  if (referrer.userId === userId)
    throw new AppError('BAD_REQUEST', 'A player cannot refer themself', { errorCode: 'self_referral' });
  if (account.referrerId !== null) {
    if (account.referrerId === referrer.userId) return { bound: true as const, replayed: true };
    throw new AppError('CONFLICT', 'The player already has a referrer', { errorCode: 'already_referred' });
  }
  if (now.getTime() - account.createdAt.getTime() > REFERRAL_RULES.bindWindowHours * 3_600_000)
    throw new AppError('FORBIDDEN', 'Only a new account can join through a link', { errorCode: 'referral_too_late' });
  const inserted = await repo.insertReferral(database, {
    referredId: userId,
    referrerId: referrer.userId,
    tag,
    at: now,
    ip: seen.ip ?? null,
    sameBrowser: seen.ownerTag === tag,
  });
  if (!inserted) return bindReferrer(database, userId, tag, now, seen);
  return { bound: true as const, replayed: false };
}

/** Hides a referred player from the referrer's list; commission goes on (no money moves). */
export async function removeReferralUser(database: Query, referrerId: number, referralId: number, now: Date) {
  if (!(await repo.hideReferral(database, referrerId, referralId, now))) throw notFound('Referral');
  return { referralUserId: referralId };
}

const label = (userId: number) => String(userId).slice(-4).padStart(4, '0');

function sumByCurrency(rows: readonly { currencyId: number; amount: number }[]): ReferralMoney[] {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.currencyId, (sums.get(r.currencyId) ?? 0) + r.amount);
  return [...sums].filter(([, amount]) => amount > 0).map(([currencyId, amount]) => ({ currencyId, amount }));
}

async function referralsWithEarnings(database: Query, referrerId: number, now: Date) {
  const [referrals, commissions] = await Promise.all([
    repo.listReferrals(database, referrerId, new Date(now.getTime() - REFERRAL_RULES.activeDays * DAY)),
    repo.listCommissions(database, referrerId),
  ]);
  return { referrals, commissions };
}

function userOfRow(row: repo.ReferralRow, commissions: readonly repo.CommissionRow[]): ReferralUser {
  return {
    referralUserId: row.id,
    label: label(row.referredId),
    registeredAt: row.createdAt,
    isActive: row.isActive,
    earnings: sumByCurrency(commissions.filter((c) => c.referredId === row.referredId)),
    isRemoved: row.hidden,
  };
}

/** The referrer's list (removed ones left out), their referral balance and everything earned. */
export async function referralUsers(
  database: Query,
  referrerId: number,
  now: Date,
): Promise<ReferralUsersAnswer['data']> {
  const [{ referrals, commissions }, balance] = await Promise.all([
    referralsWithEarnings(database, referrerId, now),
    repo.referralBalances(database, referrerId),
  ]);
  return {
    users: referrals.filter((r) => !r.hidden).map((r) => userOfRow(r, commissions)),
    balance,
    totalEarned: sumByCurrency(commissions),
    commissionPercent: REFERRAL_RULES.commissionPercent,
  };
}

/** Every referred player, removed ones too, with each swept period. */
export async function extendedReferralUsers(
  database: Query,
  referrerId: number,
  now: Date,
): Promise<ExtendedReferralUsersAnswer['data']> {
  const { referrals, commissions } = await referralsWithEarnings(database, referrerId, now);
  return {
    users: referrals.map((r) => ({
      ...userOfRow(r, commissions),
      periods: commissions
        .filter((c) => c.referredId === r.referredId)
        .map(({ period, currencyId, revenue, amount }) => ({ period, currencyId, revenue, amount })),
    })),
  };
}

/** The commission of a period's revenue: the percent, rounded down; nothing for a loss (no clawback). */
export const commissionOf = (revenue: number) =>
  revenue > 0 ? Math.floor((revenue * REFERRAL_RULES.commissionPercent) / 100) : 0;

const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

/**
 * The schedule's step: every closed UTC day (before `now`'s day) of every referred player not swept
 * yet gets its row, and a positive commission is paid — one ledger transaction referral_payouts → the
 * referrer's player_referral account, keyed per (referrer, referred, day, currency): a replay moves
 * nothing — unless a fraud check holds it (ADR 0061 "Fraud checks"); held periods are judged again and
 * paid once none holds. `credited` counts the periods paid by this step.
 */
export async function creditCommissions(database: Database, now: Date): Promise<{ credited: number; periods: number }> {
  const before = startOfUtcDay(now);
  const since = new Date(before.getTime() - SWEEP_LOOKBACK_DAYS * DAY);
  const due = await repo.dueRevenue(database, since, before);
  let credited = 0;
  for (const row of due) {
    const outcome = await settlePeriod(database, row, commissionOf(row.revenue), {
      percent: REFERRAL_RULES.commissionPercent,
      now,
    });
    if (outcome === 'paid') credited += 1;
  }
  credited += await releaseHeld(database, since, now);
  return { credited, periods: due.length };
}

/**
 * Moves referral earnings to the player's main (cash) account of the same currency in one ledger
 * transaction keyed by the client's `requestId`: a replay answers the first transfer and moves nothing.
 */
export async function transferToMainAccount(
  database: Query,
  userId: number,
  request: TransferReferralRequest,
  now: Date,
): Promise<TransferReferralAnswer['data']> {
  const currencyId = request.currencyId ?? (await repo.accountCurrency(database, userId));
  const main = await findCashAccountByCurrency(database, userId, currencyId);
  if (main === undefined)
    throw new AppError('BAD_REQUEST', 'No main account in this currency', { errorCode: 'no_main_account' });
  const referral = await referralAccountId(database, userId, currencyId);
  const amount = request.transferAmount ?? (await repo.balanceOf(database, referral));
  const key = `referral_transfer:${userId}:${request.requestId}`;
  // The hash is of what was asked (not of the balance read), so a replay after the move still matches.
  const requestHash = requestHashOf({ userId, currencyId, asked: request.transferAmount ?? 'all' });
  const [first] = await database.query<{ id: unknown; request_hash: string }>(
    'select id, request_hash from ledger_transactions where idempotency_key = $1',
    [key],
  );
  let moved: number;
  let replayed = true;
  if (first) {
    if (first.request_hash !== requestHash)
      throw new AppError('CONFLICT', 'This transfer id was used for another transfer', {
        errorCode: 'idempotency_conflict',
      });
    moved = await repo.amountOnAccount(database, asNumber(first.id), main);
  } else {
    if (amount <= 0) throw new AppError('BAD_REQUEST', 'Nothing to transfer', { errorCode: 'nothing_to_transfer' });
    const posted = await postTransaction(database, {
      kind: 'referral_transfer',
      idempotencyKey: key,
      requestHash,
      legs: [
        { accountId: referral, amount: -amount },
        { accountId: main, amount },
      ],
      at: now,
    });
    replayed = posted.replayed;
    moved = replayed ? await repo.amountOnAccount(database, posted.transactionId, main) : amount;
  }
  const [referralBalance, mainBalance] = await Promise.all([
    repo.balanceOf(database, referral),
    repo.balanceOf(database, main),
  ]);
  return { transferred: { currencyId, amount: moved }, replayed, referralBalance, mainBalance };
}
