// The filter of the bets history: the period (the brand's coupon history days by default, never
// further back than 12 months), the status and the type of the bets.
import { BET_STATUS_CODES, hiddenBetStatuses } from '@fairline/shared/config';
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { BET_TYPES, type BetType, type StatusFilter } from '@fairline/shared/wire/bet-history';

/** How far back the office shows bets (security-and-responsible-gambling.md: 12 months). */
export const HISTORY_REACH_MONTHS = 12;

const VID_OF: Record<BetType, number> = {
  single: CouponVid.Single,
  express: CouponVid.Express,
  system: CouponVid.System,
  multi: CouponVid.Multi,
  'anti-express': CouponVid.AntiExpress,
};

/** The history's name of a coupon type (vid). */
export function betTypeOf(vid: number): BetType {
  return BET_TYPES.find((t) => VID_OF[t] === vid) ?? 'single';
}

/** The vid a type filter selects; null for `all`. */
export function vidOfType(type: BetType | 'all'): number | null {
  return type === 'all' ? null : VID_OF[type];
}

/** The stored statuses a status filter selects; null for `all`. A pending auto bet counts as open. */
export function statusesOf(filter: StatusFilter): string[] | null {
  if (filter === 'all') return null;
  return filter === 'open' ? ['open', 'bid'] : [filter];
}

/**
 * The stored statuses a filter selects that the brand shows (betting.hiddenBetStatuses leaves the
 * others out of the history); null when that is every status.
 */
export function shownStatusesOf(filter: StatusFilter, hiddenCodes: readonly number[]): string[] | null {
  const hidden: readonly string[] = hiddenBetStatuses(hiddenCodes);
  const wanted = statusesOf(filter);
  if (hidden.length === 0) return wanted;
  return (wanted ?? Object.keys(BET_STATUS_CODES)).filter((status) => !hidden.includes(status));
}

/** A date of the filter: an ISO date (a whole UTC day), an ISO date-time, or Unix seconds. */
export type DateInput = string | number;

export type Period = { ok: true; from: Date; to: Date } | { ok: false; field: string; message: string };

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Dates outside years 1970–9999 are refused: the database and ISO strings agree on no others.
const LATEST_MS = Date.UTC(10_000, 0, 1);

// A date-only `date_to` means the whole of that day, so it ends at the next midnight (exclusive).
function parseDate(value: DateInput, isEnd: boolean): Date | undefined {
  let ms: number;
  if (typeof value === 'number') ms = value * 1000;
  else {
    const text = value.trim();
    const dateOnly = DATE_ONLY.test(text);
    ms = Date.parse(dateOnly ? `${text}T00:00:00Z` : text) + (dateOnly && isEnd ? DAY_MS : 0);
  }
  return Number.isFinite(ms) && ms >= 0 && ms < LATEST_MS ? new Date(ms) : undefined;
}

/** The first moment the history reaches: midnight (UTC) of the same day 12 months ago. */
export function reachStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCMonth(start.getUTCMonth() - HISTORY_REACH_MONTHS);
  return start;
}

/**
 * The period [from, to) of a request. Without dates it is the last `defaultDays` days; a lone
 * `date_to` gets the same length before it, a lone `date_from` runs to now. Refused when a date does
 * not parse, the period is empty, or it starts before the 12-month reach.
 */
export function resolvePeriod(
  input: { dateFrom?: DateInput | undefined; dateTo?: DateInput | undefined },
  now: Date,
  defaultDays: number,
): Period {
  const to = input.dateTo === undefined ? now : parseDate(input.dateTo, true);
  if (!to) return { ok: false, field: 'date_to', message: 'date_to is not a date' };
  const from =
    input.dateFrom === undefined ? new Date(to.getTime() - defaultDays * DAY_MS) : parseDate(input.dateFrom, false);
  if (!from) return { ok: false, field: 'date_from', message: 'date_from is not a date' };
  if (from.getTime() >= to.getTime()) {
    return { ok: false, field: 'date_from', message: 'date_from must be before date_to' };
  }
  const reach = reachStart(now);
  if (from.getTime() < reach.getTime()) {
    return {
      ok: false,
      field: 'date_from',
      message: `Betting history reaches back ${HISTORY_REACH_MONTHS} months: the period may start on ${reach.toISOString().slice(0, 10)} at the earliest`,
    };
  }
  return { ok: true, from, to };
}
