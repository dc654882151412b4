import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTwelveHourClock, isVipBetAllowed, orderLanguages, supportHours } from './display-rules';
import { sanitizeSiteConfig } from './sanitize';

describe('isTwelveHourClock (betting.twelveHourClockCountries)', () => {
  const settings = sanitizeSiteConfig({ betting: { twelveHourClockCountries: [10, 44] } });

  it('uses the 12-hour clock for a listed country and the 24-hour clock elsewhere', () => {
    expect(isTwelveHourClock(settings, 44)).toBe(true);
    expect(isTwelveHourClock(settings, 1)).toBe(false);
  });

  it('keeps the 24-hour clock everywhere when no country is listed', () => {
    expect(isTwelveHourClock(sanitizeSiteConfig({}), 44)).toBe(false);
  });
});

describe('orderLanguages (application.languageOrder)', () => {
  it('puts the ordered languages first and keeps the rest in their own order', () => {
    expect(orderLanguages(['ru', 'en', 'ar', 'kk'], ['ar', 'en'])).toEqual(['ar', 'en', 'ru', 'kk']);
  });

  it('ignores languages of the order that are not offered', () => {
    expect(orderLanguages(['ru', 'en'], ['de', 'en'])).toEqual(['en', 'ru']);
  });

  it('always answers a permutation of the offered languages', () => {
    const lang = fc.constantFrom('ru', 'en', 'ar', 'kk', 'de', 'tr');
    fc.assert(
      fc.property(fc.uniqueArray(lang), fc.array(lang), (languages, order) => {
        expect([...orderLanguages(languages, order)].sort()).toEqual([...languages].sort());
      }),
    );
  });
});

describe('isVipBetAllowed (application.isVipDomain, betting.vipBetCountries)', () => {
  it('allows VIP bets to every player on a VIP domain, even from an unknown country', () => {
    const vip = sanitizeSiteConfig({ application: { isVipDomain: true } });
    expect(isVipBetAllowed(vip, 1)).toBe(true);
    expect(isVipBetAllowed(vip, undefined)).toBe(true);
  });

  it('allows VIP bets only to the listed countries elsewhere', () => {
    const plain = sanitizeSiteConfig({ betting: { vipBetCountries: [4] } });
    expect(isVipBetAllowed(plain, 4)).toBe(true);
    expect(isVipBetAllowed(plain, 1)).toBe(false);
    expect(isVipBetAllowed(plain, undefined)).toBe(false);
  });
});

describe('supportHours (support.startTime, support.endTime)', () => {
  it('states the configured hours', () => {
    const settings = sanitizeSiteConfig({ support: { startTime: '09:00', endTime: '21:30' } });
    expect(supportHours(settings)).toEqual({ isAroundTheClock: false, from: '09:00', to: '21:30' });
  });

  it('reads the default 00:00–24:00 as around the clock', () => {
    expect(supportHours(sanitizeSiteConfig({}))).toEqual({ isAroundTheClock: true });
  });
});
