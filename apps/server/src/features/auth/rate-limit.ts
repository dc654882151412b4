// Login rate limits: lock-outs and the captcha after failures (the generic limiter is infra/rate-limit.ts).
import type { Database } from '../../infra/db';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one login in the window after which every further attempt needs the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures from one address (any logins) after which its attempts need the captcha: credential stuffing. */
export const IP_CAPTCHA_AFTER_FAILURES = 10;
/**
 * Failures of one account from one address in the window before that pair is locked [ASVS 6.3.1].
 * Per pair, not per account: a stranger guessing from elsewhere cannot lock the owner out; the captcha
 * after three failures is what slows an attack spread over many addresses.
 */
export const PAIR_FAILURE_LIMIT = 10;
/** Failures per IP in the window before that IP is refused. */
export const IP_FAILURE_LIMIT = 50;

/**
 * Whose failures count: an account by its id, an unknown login by its key (see `loginKeyOf`), so
 * both behave alike. Neither: only the address counts.
 */
export interface LoginTarget {
  userId: number | null;
  loginKey?: string | undefined;
  ip: string;
}

export interface LoginLockState {
  /** This account (or unknown login) is locked for this address. */
  account: boolean;
  /** The address is refused, whatever the account. */
  ip: boolean;
  /** The next attempt must carry a solved captcha. */
  needsCaptcha: boolean;
  /** Failures of this account from this address since the last login or password reset. */
  pairFailures: number;
}

/**
 * The lock-out and captcha state of a login attempt. An account's failures count only since its last
 * login or password reset; an address's in the window.
 */
export async function loginLockState(database: Database, target: LoginTarget): Promise<LoginLockState> {
  const [row] = await database.query<{ account_failures: number; pair_failures: number; ip_failures: number }>(
    `with scope as (
       select greatest(now() - $4 * interval '1 millisecond',
                       coalesce((select max(created_at) from sessions where $1::bigint is not null and user_id = $1), '-infinity'),
                       coalesce((select max(at) from auth_rate_events where bucket = 'lock-reset' and key = $1::text), '-infinity')) as since
     ),
     mine as (
       select f.ip from login_failures f, scope
       where f.at > scope.since
         and case when $1::bigint is not null then f.user_id = $1 else f.login_key = $2 end
     )
     select (select count(*)::int from mine) as account_failures,
            (select count(*)::int from mine where ip = $3) as pair_failures,
            (select count(*)::int from login_failures where ip = $3 and at > now() - $4 * interval '1 millisecond') as ip_failures`,
    [target.userId, target.loginKey ?? null, target.ip, LOGIN_WINDOW_MS],
  );
  const account = row?.account_failures ?? 0;
  const pair = row?.pair_failures ?? 0;
  const ip = row?.ip_failures ?? 0;
  return {
    account: pair >= PAIR_FAILURE_LIMIT,
    ip: ip >= IP_FAILURE_LIMIT,
    needsCaptcha: account >= CAPTCHA_AFTER_FAILURES || ip >= IP_CAPTCHA_AFTER_FAILURES,
    pairFailures: pair,
  };
}

/**
 * Records one failed authentication (password, second factor or re-authentication); true when this
 * very failure locked the account for the address, so the caller can tell the owner.
 */
export async function recordLoginFailure(database: Database, target: LoginTarget): Promise<boolean> {
  await database.query('insert into login_failures (user_id, ip, login_key) values ($1, $2, $3)', [
    target.userId,
    target.ip,
    target.userId === null ? (target.loginKey ?? null) : null,
  ]);
  if (target.userId === null) return false;
  return (await loginLockState(database, target)).pairFailures === PAIR_FAILURE_LIMIT;
}

/** Lifts the account's soft lock (a password reset by code proves the owner). */
export async function resetAccountLock(database: Database, userId: number): Promise<void> {
  await database.query("insert into auth_rate_events (bucket, key) values ('lock-reset', $1)", [String(userId)]);
}
