// The facts bring a friend's fraud checks read (ADR 0061 "Fraud checks"): what the binding saw, the
// addresses both players' sessions came from, their e-mails, identities, account state and deposits.
import { REFERRAL_CHECKS } from '@fairline/shared/referral/checks';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** One side of a referral: the account's contact and identity facts. */
export interface PartyFacts {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  documentNumber: string | null;
}

export interface PairFacts {
  referrer: PartyFacts;
  referred: PartyFacts & {
    status: string;
    selfExcluded: boolean;
    contactConfirmed: boolean;
    identityRejected: boolean;
  };
  boundAt: Date;
  sameBrowser: boolean;
  /** Addresses both were seen on within the window (sessions, and the binding's own address); unfiltered. */
  sharedIps: string[];
  /** Addresses of the referred player's sessions, to look for farms among the referrer's other players. */
  referredIps: string[];
}

const PARTY_SQL = `select u.email, coalesce(v.first_name, u.first_name) as first_name,
    coalesce(v.last_name, u.last_name) as last_name,
    to_char(coalesce(v.birth_date, u.birth_date), 'YYYY-MM-DD') as birth_date, v.document_number,
    u.status, (u.email_verified_at is not null or u.phone_verified_at is not null) as contact_confirmed,
    coalesce(v.status = 'rejected', false) as identity_rejected,
    (exists (select 1 from rg_blocks b where b.user_id = u.id and b.kind = 'self_exclusion' and b.until > $2)
      or coalesce((u.profile->>'self_excluded_until')::timestamptz > $2, false)) as self_excluded
  from users u left join verifications v on v.user_id = u.id where u.id = $1`;

function partyOf(r: Record<string, unknown>): PartyFacts {
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    email: text(r.email),
    firstName: text(r.first_name),
    lastName: text(r.last_name),
    birthDate: text(r.birth_date),
    documentNumber: text(r.document_number),
  };
}

/** Everything the rules need about one referral, as of `now`; undefined when it is not bound. */
export async function pairFacts(database: Query, referredId: number, now: Date): Promise<PairFacts | undefined> {
  const [bound] = await database.query<Record<string, unknown>>(
    'select referrer_id, created_at, bind_ip, same_browser from referrals where referred_id = $1',
    [referredId],
  );
  if (!bound) return undefined;
  const referrerId = asNumber(bound.referrer_id);
  const boundAt = new Date(bound.created_at as string);
  const window = REFERRAL_CHECKS.sameIpWindowHours;
  const [[referrer], [referred], shared, own] = await Promise.all([
    database.query<Record<string, unknown>>(PARTY_SQL, [referrerId, now]),
    database.query<Record<string, unknown>>(PARTY_SQL, [referredId, now]),
    database.query<{ ip: string }>(
      `select distinct a.ip from sessions a join sessions b on b.ip = a.ip
       where a.user_id = $1 and b.user_id = $2 and a.ip is not null
         and a.created_at <= b.last_seen_at + $3 * interval '1 hour'
         and b.created_at <= a.last_seen_at + $3 * interval '1 hour'
       union
       select a.ip from sessions a where a.user_id = $1 and a.ip = $4
         and a.created_at <= $5::timestamptz + $3 * interval '1 hour'
         and a.last_seen_at >= $5::timestamptz - $3 * interval '1 hour'`,
      [referrerId, referredId, window, bound.bind_ip ?? null, boundAt],
    ),
    database.query<{ ip: string }>('select distinct ip from sessions where user_id = $1 and ip is not null', [
      referredId,
    ]),
  ]);
  if (!referrer || !referred) return undefined;
  return {
    referrer: partyOf(referrer),
    referred: {
      ...partyOf(referred),
      status: String(referred.status),
      selfExcluded: referred.self_excluded === true,
      contactConfirmed: referred.contact_confirmed === true,
      identityRejected: referred.identity_rejected === true,
    },
    boundAt,
    sameBrowser: bound.same_browser === true,
    sharedIps: shared.map((r) => r.ip),
    referredIps: [...new Set([...own.map((r) => r.ip), ...(bound.bind_ip ? [String(bound.bind_ip)] : [])])],
  };
}

/** How many of a referrer's referred players were seen on each of `ips` (sessions or binding). */
export async function referredOnIps(database: Query, referrerId: number, ips: readonly string[]) {
  if (ips.length === 0) return new Map<string, number>();
  const rows = await database.query<{ ip: string; players: unknown }>(
    `select s.ip, count(distinct r.referred_id) as players from referrals r
     join lateral (select ip from sessions where user_id = r.referred_id and ip is not null
                   union select r.bind_ip where r.bind_ip is not null) s on true
     where r.referrer_id = $1 and s.ip = any($2::text[]) group by s.ip`,
    [referrerId, ips],
  );
  return new Map(rows.map((r) => [r.ip, asNumber(r.players)]));
}

/** The referrer chain above a player (their referrer, that one's referrer, …), up to `depth` steps. */
export async function referrerChain(database: Query, userId: number, depth: number): Promise<number[]> {
  const rows = await database.query<{ referrer_id: unknown }>(
    `with recursive up(referrer_id, step) as (
       select referrer_id, 1 from referrals where referred_id = $1
       union all
       select r.referrer_id, up.step + 1 from referrals r join up on r.referred_id = up.referrer_id
       where up.step < $2
     ) select referrer_id from up order by step`,
    [userId, depth],
  );
  return rows.map((r) => asNumber(r.referrer_id));
}

/** Real money the player deposited in a currency since `since` (credited deposits, by the ledger). */
export async function depositedSince(database: Query, userId: number, currencyId: number, since: Date) {
  const [row] = await database.query<{ total: unknown }>(
    `select coalesce(sum(e.amount), 0) as total
     from ledger_accounts a join ledger_entries e on e.account_id = a.id
     join ledger_transactions t on t.id = e.transaction_id
     where a.owner_id = $1 and a.kind = 'player_cash' and a.currency_id = $2 and t.kind = 'deposit'
       and t.created_at >= $3 and e.amount > 0`,
    [userId, currencyId, since],
  );
  return asNumber(row?.total);
}
