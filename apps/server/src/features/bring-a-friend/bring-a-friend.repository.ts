import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;
const iso = (value: unknown) => new Date(value as string).toISOString();

/** The player's tag, or undefined before they first asked for it. */
export async function findTag(database: Query, userId: number): Promise<string | undefined> {
  const [row] = await database.query<{ tag: string }>('select tag from referral_tags where user_id = $1', [userId]);
  return row?.tag;
}

/** Stores `tag` for the player unless they have one (or the tag is taken): the tag they hold after. */
export async function insertTag(database: Query, userId: number, tag: string): Promise<string | undefined> {
  await database.query('insert into referral_tags (user_id, tag) values ($1, $2) on conflict do nothing', [
    userId,
    tag,
  ]);
  return findTag(database, userId);
}

export interface Referrer {
  userId: number;
  brandId: number;
}

/** The owner of a tag. */
export async function findReferrerByTag(database: Query, tag: string): Promise<Referrer | undefined> {
  const [row] = await database.query<{ user_id: unknown; brand_id: number }>(
    `select t.user_id, u.brand_id from referral_tags t join users u on u.id = t.user_id
     where t.tag = $1 and u.status = 'active'`,
    [tag],
  );
  return row ? { userId: asNumber(row.user_id), brandId: row.brand_id } : undefined;
}

export interface ReferredAccount {
  brandId: number;
  createdAt: Date;
  referrerId: number | null;
}

/** The player's brand, account age and referrer (if bound). */
export async function readReferredAccount(database: Query, userId: number): Promise<ReferredAccount | undefined> {
  const [row] = await database.query<{ brand_id: number; created_at: unknown; referrer_id: unknown }>(
    `select u.brand_id, u.created_at, r.referrer_id from users u left join referrals r on r.referred_id = u.id
     where u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return {
    brandId: row.brand_id,
    createdAt: new Date(row.created_at as string),
    referrerId: row.referrer_id == null ? null : asNumber(row.referrer_id),
  };
}

/** Binds the referrer once: false when the player already has one (the primary key decides races). */
export async function insertReferral(
  database: Query,
  input: { referredId: number; referrerId: number; tag: string; at: Date; ip: string | null; sameBrowser: boolean },
): Promise<boolean> {
  const rows = await database.query(
    `insert into referrals (referred_id, referrer_id, tag, created_at, bind_ip, same_browser)
     values ($1, $2, $3, $4, $5, $6) on conflict (referred_id) do nothing returning id`,
    [input.referredId, input.referrerId, input.tag, input.at, input.ip, input.sameBrowser],
  );
  return rows.length > 0;
}

/** Hides a referral of this referrer's; false when it is not theirs. */
export async function hideReferral(database: Query, referrerId: number, referralId: number, at: Date) {
  const rows = await database.query(
    `update referrals set hidden_at = coalesce(hidden_at, $3) where id = $2 and referrer_id = $1 returning id`,
    [referrerId, referralId, at],
  );
  return rows.length > 0;
}

export interface ReferralRow {
  id: number;
  referredId: number;
  createdAt: string;
  hidden: boolean;
  isActive: boolean;
}

/** The referrer's referred players, newest first, with whether they moved money since `activeSince`. */
export async function listReferrals(database: Query, referrerId: number, activeSince: Date): Promise<ReferralRow[]> {
  const rows = await database.query<{
    id: unknown;
    referred_id: unknown;
    created_at: unknown;
    hidden: boolean;
    active: boolean;
  }>(
    `select r.id, r.referred_id, r.created_at, r.hidden_at is not null as hidden,
       exists (select 1 from ledger_accounts a join ledger_entries e on e.account_id = a.id
               where a.owner_id = r.referred_id and e.created_at >= $2) as active
     from referrals r where r.referrer_id = $1 order by r.created_at desc, r.id desc`,
    [referrerId, activeSince],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    referredId: asNumber(r.referred_id),
    createdAt: iso(r.created_at),
    hidden: r.hidden,
    isActive: r.active,
  }));
}

export interface CommissionRow {
  referredId: number;
  period: string;
  currencyId: number;
  revenue: number;
  amount: number;
}

/** Every swept period of the referrer's players, newest first. */
export async function listCommissions(database: Query, referrerId: number): Promise<CommissionRow[]> {
  const rows = await database.query<{
    referred_id: unknown;
    period: string;
    currency_id: number;
    revenue: unknown;
    amount: unknown;
  }>(
    // A held period (ADR 0061 "Fraud checks") has earned nothing yet: it counts once it is paid.
    `select referred_id, to_char(period, 'YYYY-MM-DD') as period, currency_id, revenue,
       case when hold_reasons is null then amount else 0 end as amount
     from referral_commissions where referrer_id = $1 order by period desc, currency_id`,
    [referrerId],
  );
  return rows.map((r) => ({
    referredId: asNumber(r.referred_id),
    period: r.period,
    currencyId: r.currency_id,
    revenue: asNumber(r.revenue),
    amount: asNumber(r.amount),
  }));
}

/** The referrer's referral accounts with their balances. */
export async function referralBalances(database: Query, userId: number) {
  const rows = await database.query<{ currency_id: number; balance: unknown }>(
    `select currency_id, balance from ledger_accounts where owner_id = $1 and kind = 'player_referral' order by currency_id`,
    [userId],
  );
  return rows.map((r) => ({ currencyId: r.currency_id, amount: asNumber(r.balance) }));
}

export interface DueRevenue {
  referrerId: number;
  referredId: number;
  period: string;
  currencyId: number;
  revenue: number;
}

/**
 * Net house revenue per referred player, UTC day and currency, for the closed days since `since`
 * not swept yet: the house_revenue legs of every transaction that touched one of the player's
 * accounts (a settled bet: stake in, payout out) booked after the referral and before `before`.
 */
export async function dueRevenue(database: Query, since: Date, before: Date): Promise<DueRevenue[]> {
  const rows = await database.query<{
    referrer_id: unknown;
    referred_id: unknown;
    period: string;
    currency_id: number;
    revenue: unknown;
  }>(
    `with touched as (
       select distinct r.referrer_id, r.referred_id, t.id as tx_id, (t.created_at at time zone 'UTC')::date as period
       from referrals r
       join ledger_accounts pa on pa.owner_id = r.referred_id
       join ledger_entries pe on pe.account_id = pa.id
       join ledger_transactions t on t.id = pe.transaction_id
       where t.created_at >= greatest(r.created_at, $1) and t.created_at < $2
     )
     select tc.referrer_id, tc.referred_id, to_char(tc.period, 'YYYY-MM-DD') as period, h.currency_id,
       sum(he.amount) as revenue
     from touched tc
     join ledger_entries he on he.transaction_id = tc.tx_id
     join ledger_accounts h on h.id = he.account_id and h.kind = 'house_revenue'
     where not exists (select 1 from referral_commissions c where c.referrer_id = tc.referrer_id
       and c.referred_id = tc.referred_id and c.period = tc.period and c.currency_id = h.currency_id)
     group by tc.referrer_id, tc.referred_id, tc.period, h.currency_id
     order by tc.period, tc.referrer_id, tc.referred_id`,
    [since, before],
  );
  return rows.map((r) => ({
    referrerId: asNumber(r.referrer_id),
    referredId: asNumber(r.referred_id),
    period: r.period,
    currencyId: r.currency_id,
    revenue: asNumber(r.revenue),
  }));
}

/** Records a swept period once (held: with the reasons, no transaction); false when it was recorded before. */
export async function recordCommission(
  database: Query,
  row: DueRevenue & { amount: number; percent: number; txId: number | null; at: Date; holdReasons?: string[] | null },
): Promise<boolean> {
  const rows = await database.query(
    `insert into referral_commissions (referrer_id, referred_id, period, currency_id, revenue, amount, percent, tx_id,
       created_at, hold_reasons)
     values ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning period`,
    [
      row.referrerId,
      row.referredId,
      row.period,
      row.currencyId,
      row.revenue,
      row.amount,
      row.percent,
      row.txId,
      row.at,
      row.holdReasons ?? null,
    ],
  );
  return rows.length > 0;
}

/** The player's registration currency. */
export async function accountCurrency(database: Query, userId: number): Promise<number> {
  const [row] = await database.query<{ currency_id: number }>('select currency_id from users where id = $1', [userId]);
  return row?.currency_id ?? 0;
}

/** The amount a posted transaction moved onto an account (a replayed transfer answers the first one's). */
export async function amountOnAccount(database: Query, txId: number, accountId: number): Promise<number> {
  const [row] = await database.query<{ amount: unknown }>(
    'select coalesce(sum(amount), 0) as amount from ledger_entries where transaction_id = $1 and account_id = $2',
    [txId, accountId],
  );
  return asNumber(row?.amount);
}

/** A player account's cached balance. */
export async function balanceOf(database: Query, accountId: number): Promise<number> {
  const [row] = await database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
    accountId,
  ]);
  return asNumber(row?.balance);
}
