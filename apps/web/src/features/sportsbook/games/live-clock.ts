import type { FeedScore } from '@fairline/shared/wire/feed';
import { dateTimeFormat } from '../../../lib/clock';

/**
 * Sports played in sets, frames, legs or maps: no match clock, so the list shows the current period
 * ("2nd set") instead of a minute (tennis, volleyball, table tennis, badminton, darts, beach
 * volleyball, snooker, Counter-Strike 1.6 and CS2).
 */
const UNTIMED_SPORTS: ReadonlySet<number> = new Set([4, 6, 10, 16, 21, 23, 30, 4043, 4046]);

/** The minute mark of a live game ("67'"), or undefined for sports without a clock. */
export function liveMinute(sc: FeedScore | undefined, sportId: number | undefined): string | undefined {
  if (!sc?.TS || UNTIMED_SPORTS.has(sportId ?? 0)) return undefined;
  return `${Math.floor(sc.TS / 60) + 1}'`;
}

/** The full score "1:0"; missing sides are 0 on the wire. */
export function fullScore(sc: FeedScore | undefined): [number, number] {
  return [sc?.FS?.S1 ?? 0, sc?.FS?.S2 ?? 0];
}

/** Start time as the list shows it: the time today, else a short date and time. */
export function formatStart(startSec: number | undefined, lang: string, now = new Date()): string {
  if (!startSec) return '';
  const start = new Date(startSec * 1000);
  const sameDay = start.toDateString() === now.toDateString();
  const time = dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(start);
  if (sameDay) return time;
  const date = new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit' }).format(start);
  return `${date} ${time}`;
}
