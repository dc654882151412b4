// The clock every time of the app is shown on. The brand decides it per visitor's country
// (betting.twelveHourClockCountries); the app sets it once at start, since a page serves one brand.

import { useHydrated } from './hydration';

let hourCycle: 'h12' | 'h23' | undefined;

/** Times show on a 12-hour clock (true), a 24-hour clock (false), or as the locale writes them (undefined). */
export function setTwelveHourClock(isTwelveHour: boolean | undefined): void {
  hourCycle = isTwelveHour === undefined ? undefined : isTwelveHour ? 'h12' : 'h23';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl.DateTimeFormat on the brand's clock; use it for every date with a time the app shows. Made once
 * per locale, clock and options (making one costs far more than formatting with it: a page of game
 * cards formats a few hundred dates).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${hourCycle}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, hourCycle === undefined ? options : { ...options, hourCycle });
    formats.set(key, format);
  }
  return format;
}

/**
 * The time zone dates are shown in: the browser's own (undefined), but UTC on the server and while a
 * server-rendered page hydrates, as the server cannot know the visitor's zone; the components that
 * use it show the visitor's zone right after hydration (in a transition: lib/hydration.tsx).
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
