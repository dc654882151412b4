// How the configuration shapes what the player sees beyond menus: the clock, the order of the
// languages, VIP bets and the support hours. Server and web read the settings through these.
import type { SiteSettings } from './site-settings';

/** Tells whether visitors from this country (id) see times on a 12-hour clock (else 24-hour). */
export function isTwelveHourClock(settings: Pick<SiteSettings, 'betting'>, countryId: number): boolean {
  return settings.betting.twelveHourClockCountries.includes(countryId);
}

/** The languages in the configured order; languages the order does not name follow in their own order. */
export function orderLanguages(languages: readonly string[], order: readonly string[]): string[] {
  const first = [...new Set(order)].filter((lang) => languages.includes(lang));
  return [...first, ...languages.filter((lang) => !first.includes(lang))];
}

/**
 * Tells whether a player from this country (id; undefined when unknown) may send a stake above the
 * maximum as a VIP bet request: every player on a VIP domain, elsewhere the listed countries only.
 */
export function isVipBetAllowed(
  settings: Pick<SiteSettings, 'application' | 'betting'>,
  countryId: number | undefined,
): boolean {
  if (settings.application.isVipDomain) return true;
  return countryId !== undefined && settings.betting.vipBetCountries.includes(countryId);
}

/** Support hours as the contacts page states them; 00:00–24:00 (or equal ends) is around the clock. */
export type SupportHours =
  | { readonly isAroundTheClock: true }
  | { readonly isAroundTheClock: false; from: string; to: string };

/** The support hours of the brand. */
export function supportHours(settings: Pick<SiteSettings, 'support'>): SupportHours {
  const { startTime, endTime } = settings.support;
  const isAroundTheClock = (startTime === '00:00' && endTime === '24:00') || startTime === endTime;
  return isAroundTheClock ? { isAroundTheClock } : { isAroundTheClock, from: startTime, to: endTime };
}
