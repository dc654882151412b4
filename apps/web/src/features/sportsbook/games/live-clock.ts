import type { FeedScore } from '@fairline/shared/wire/feed';
import { dateTimeFormat } from '../../../lib/clock';

/**
 * Sports played in sets, frames, legs or maps: no match clock, so the list shows the current period
 * ("2nd set") instead of a minute (tennis, volleyball, table tennis, badminton, darts, beach
 * volleyball, snooker, Counter-Strike 1.6 and CS2).
 */
const UNTIMED_SPORTS: ReadonlySet<number> = new Set([4, 6, 10, 16, 21, 23, 30, 4043, 4046]);

/** Is the game between periods (half time, a break between quarters or sets), its clock stopped? */
export function isInBreak(sc: FeedScore | undefined): boolean {
  return sc?.BR !== undefined;
}

/** Is the game over and awaiting settlement (the feed names it "Finished" in place of a period)? */
export function isFinished(sc: FeedScore | undefined): boolean {
  return sc?.CPS === 'Finished';
}

/**
 * The minute mark of a live game ("67'", "45+2'" in stoppage time), or undefined for sports without a
 * clock and between periods (the period name says "HT" or "Break" then, never a frozen minute).
 */
export function liveMinute(sc: FeedScore | undefined, sportId: number | undefined): string | undefined {
  if (!sc?.TS || isInBreak(sc) || isFinished(sc) || UNTIMED_SPORTS.has(sportId ?? 0)) return undefined;
  const end = sc.TP ?? 0;
  if (end > 0 && sc.TS > end) return `${Math.floor(end / 60)}+${Math.ceil((sc.TS - end) / 60)}'`;
  const minute = Math.floor(sc.TS / 60) + 1;
  // The last second of a period is its last minute: 45', not 46'.
  return `${end > 0 ? Math.min(minute, Math.floor(end / 60)) : minute}'`;
}

/** The full score "1:0"; missing sides are 0 on the wire. */
export function fullScore(sc: FeedScore | undefined): [number, number] {
  return [sc?.FS?.S1 ?? 0, sc?.FS?.S2 ?? 0];
}

/** Direction marks ICU puts into Arabic dates ("27\u200f/11"): inside a left-to-right span they flip it. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * Start time as the list shows it: the time today, else a short date and time. Western digits in every
 * language (as the scores and prices beside it) and no direction marks: the caller shows it in a
 * left-to-right span, so "27/11 15:00" reads the same on an Arabic page. In the browser's time zone,
 * or in `timeZone` (`useDisplayTimeZone`: UTC while a server-rendered page hydrates).
 */
export function formatStart(startSec: number | undefined, lang: string, now = new Date(), timeZone?: string): string {
  if (!startSec) return '';
  const locale = `${lang}-u-nu-latn`;
  const start = new Date(startSec * 1000);
  const zone = timeZone ? { timeZone } : {};
  const day = (d: Date) => (timeZone ? dateTimeFormat('en-CA', { timeZone }).format(d) : d.toDateString());
  const sameDay = day(start) === day(now);
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...zone })
    .format(start)
    .replace(BIDI_MARKS, '');
  if (sameDay) return time;
  const date = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', ...zone })
    .format(start)
    .replace(BIDI_MARKS, '');
  return `${date} ${time}`;
}
