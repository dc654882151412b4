import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { RealityCheck, SessionLimit } from '@fairline/shared/wire/responsible-gambling';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { tellSessionLimitChanged } from '../messages/messages.service';
import { limitCurrency } from './rg-limits.service';
import { convertForLimit, nextRealityCheck } from './rg-rules';
import {
  acknowledgeRealityCheck,
  readRealityInterval,
  readSessionLimit,
  trackSession,
  writeRealityInterval,
  writeSessionLimit,
} from './rg-sessions.repository';
import { loadBlocks } from './rg-state.repository';

/** Who asks: the player and the stored id of the request's session. */
export interface SessionRef {
  userId: number;
  sessionId: string;
}

/** The session-time limit, the current session's start, and a block a reached limit left. */
export async function getSessionLimit(database: Database, ref: SessionRef, now: Date): Promise<SessionLimit> {
  const [limit, session, blocks] = await Promise.all([
    readSessionLimit(database, ref.userId, now),
    trackSession(database, ref.sessionId, ref.userId, now),
    loadBlocks(database, ref.userId, now),
  ]);
  return {
    minutes: limit.minutes,
    has_pending: limit.pendingEffectiveAt !== null,
    pending_minutes: limit.pendingMinutes,
    pending_effective_at: limit.pendingEffectiveAt?.toISOString() ?? null,
    session_started_at: session.startedAt.toISOString(),
    blocked_until: blocks.sessionLimit?.until.toISOString() ?? null,
  };
}

/** Sets (lower: at once; higher or removed: after 24 hours) the session-time limit. Audited. */
export async function setSessionLimit(
  database: Database,
  ref: SessionRef,
  minutes: number | null,
  now: Date,
  ip?: string,
): Promise<SessionLimit> {
  await writeSessionLimit(database, ref.userId, minutes, now);
  await audit(database, {
    actor: `user:${ref.userId}`,
    action: 'rg.session_limit.changed',
    subject: `user:${ref.userId}`,
    ip,
    details: { minutes },
  });
  const limit = await getSessionLimit(database, ref, now);
  await tellSessionLimitChanged(database, ref.userId, limit);
  return limit;
}

/** Stakes and returns-less-stakes of the bets placed since `from`, in the registration currency. */
async function sessionMoney(database: Database, userId: number, from: Date) {
  const currency = await limitCurrency(database, userId);
  const rows = await database.query<{ currency_id: number; staked: unknown; net: unknown }>(
    `select currency_id, sum(original_stake) as staked, sum(payout + cashout_paid - original_stake) as net
       from bets where user_id = $1 and status <> 'cancelled' and created_at >= $2
      group by currency_id`,
    [userId, from],
  );
  let staked = 0;
  let net = 0;
  for (const r of rows) {
    const source = currencyById(r.currency_id) ?? currency;
    const n = asNumber(r.net);
    staked += convertForLimit(asNumber(r.staked), source, currency);
    net += Math.sign(n) * convertForLimit(Math.abs(n), source, currency);
  }
  const decimal = (v: number) => fromMinor(minor(v), currency.minorDigits);
  return { currency, stakes: decimal(staked), net: decimal(net) };
}

/** What the reality check shows now: session time, stakes, net result, and whether it is due. */
export async function getRealityCheck(database: Database, ref: SessionRef, now: Date): Promise<RealityCheck> {
  const [interval, session] = await Promise.all([
    readRealityInterval(database, ref.userId),
    trackSession(database, ref.sessionId, ref.userId, now),
  ]);
  const money = await sessionMoney(database, ref.userId, session.startedAt);
  const next = nextRealityCheck(session, interval);
  return {
    interval_minutes: interval,
    session_started_at: session.startedAt.toISOString(),
    session_minutes: Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / 60_000)),
    stakes: money.stakes,
    net: money.net,
    currency: money.currency.code,
    currencyId: money.currency.id,
    due: next !== null && next <= now,
    next_at: next?.toISOString() ?? null,
  };
}

/** Sets the reminder interval (null: off) or records the player's "continue". */
export async function changeRealityCheck(
  database: Database,
  ref: SessionRef,
  change: { interval_minutes: number | null } | { acknowledge: true },
  now: Date,
  ip?: string,
): Promise<RealityCheck> {
  await trackSession(database, ref.sessionId, ref.userId, now);
  if ('acknowledge' in change) {
    await acknowledgeRealityCheck(database, ref.sessionId, now);
  } else {
    await writeRealityInterval(database, ref.userId, change.interval_minutes, now);
    await audit(database, {
      actor: `user:${ref.userId}`,
      action: 'rg.reality_check.changed',
      subject: `user:${ref.userId}`,
      ip,
      details: { interval_minutes: change.interval_minutes },
    });
  }
  return getRealityCheck(database, ref, now);
}
