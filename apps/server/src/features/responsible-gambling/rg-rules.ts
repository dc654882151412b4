// The rules of player protection as pure functions of their inputs and the clock, so unit tests prove
// them without a database.
import type { Currency } from '@fairline/shared/lookups/currencies';
import type {
  RgLimitKind,
  RgLimitPeriod,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '@fairline/shared/wire/responsible-gambling';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const addMonths = (from: Date, months: number) => {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** When a time-out chosen at `now` ends: 24 hours, one week, one calendar month or six weeks later. */
export function timeOutEnd(period: TimeOutPeriod, now: Date): Date {
  if (period === '1m') return addMonths(now, 1);
  const days = { '24h': 1, '1w': 7, '6w': 42 }[period];
  return new Date(now.getTime() + days * DAY);
}

/** When a self-exclusion chosen at `now` ends: six months, one, two or five years later (calendar). */
export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date): Date {
  return addMonths(now, { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[period]);
}

/** A session that reached its time limit blocks play until 24 hours after it began. */
export function sessionBlockEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + DAY);
}

/** Whether a session begun at `startedAt` has used up a limit of `minutes` at `now`. */
export function isSessionOver(startedAt: Date, minutes: number | null, now: Date): boolean {
  return minutes !== null && now.getTime() - startedAt.getTime() >= minutes * MINUTE;
}

/**
 * When the next reality check falls due: `interval` minutes after the session began or after the
 * player last answered one, whichever is later; null when reminders are off.
 */
export function nextRealityCheck(
  session: { startedAt: Date; realityAckAt: Date | null },
  intervalMinutes: number | null,
): Date | null {
  if (intervalMinutes === null) return null;
  const from =
    session.realityAckAt && session.realityAckAt > session.startedAt ? session.realityAckAt : session.startedAt;
  return new Date(from.getTime() + intervalMinutes * MINUTE);
}

/** Minor units of one currency in another at the demo rates, rounded up (as the deposit limits convert). */
export function convertForLimit(
  amount: number,
  from: Pick<Currency, 'id' | 'minorDigits' | 'conversionCoefficient'>,
  to: Pick<Currency, 'id' | 'minorDigits' | 'conversionCoefficient'>,
): number {
  if (from.id === to.id) return amount;
  const usd = amount / 10 ** from.minorDigits / from.conversionCoefficient;
  return Math.ceil(Number((usd * to.conversionCoefficient * 10 ** to.minorDigits).toPrecision(12)));
}

/** A limit's use: the stakes (wager) or the stakes less returns, never below zero (loss). */
export function usedOf(kind: RgLimitKind, usage: { staked: number; lost: number }): number {
  return kind === 'wager' ? usage.staked : Math.max(0, usage.lost);
}

/**
 * The period whose limit `extra` more would break, the tightest first, or null. A new stake counts
 * whole for both kinds: until it settles it may all be lost.
 */
export function limitBreach(
  limits: readonly { period: RgLimitPeriod; effective: number | null; used: number }[],
  extra: number,
): RgLimitPeriod | null {
  const broken = limits
    .filter((l) => l.effective !== null && l.used + extra > l.effective)
    .sort((a, b) => (a.effective ?? 0) - a.used - ((b.effective ?? 0) - b.used));
  return broken[0]?.period ?? null;
}
