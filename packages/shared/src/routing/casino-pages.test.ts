import { describe, expect, it } from 'vitest';
import { CASINO_PAGE_ROUTES, CASINO_VIP_PAGE_ROUTES, hiddenCasinoRoutes } from './casino-pages';
import { PAGE_ROUTES, pageStatus } from './page-routes';

const on = { isEnabled: true, isVipCashbackEnabled: true, isPremiumCashbackEnabled: true };
const off = { ...on, isEnabled: false };

describe("the casino's pages follow the thirdPartyCasino switch (issue 21: with it off, no casino route)", () => {
  it('lists only real pages', () => {
    const all = [...CASINO_PAGE_ROUTES, ...Object.values(CASINO_VIP_PAGE_ROUTES)];
    for (const route of all) expect(PAGE_ROUTES).toContain(route);
  });

  it('hides every casino page while the casino is off, and none while it is on', () => {
    expect(hiddenCasinoRoutes(off)).toEqual(expect.arrayContaining([...CASINO_PAGE_ROUTES, '/office/vip']));
    expect(hiddenCasinoRoutes(on)).toEqual([]);
  });

  it('hides the VIP level and the premium cashback pages while their own switch is off', () => {
    expect(hiddenCasinoRoutes({ ...on, isVipCashbackEnabled: false })).toEqual(['/office/vip']);
    expect(hiddenCasinoRoutes({ ...on, isPremiumCashbackEnabled: false })).toEqual(['/office/cashback']);
  });

  it('answers 404 for a hidden casino page, 200 for the rest of the site', () => {
    const filters = { hiddenRoutes: hiddenCasinoRoutes(off) };
    for (const path of ['/casino', '/slots/orchard-stars', '/live-casino', '/crash-games', '/tournaments/3']) {
      expect(pageStatus(path, filters)).toBe(404);
    }
    expect(pageStatus('/casino/verify?game=dice', filters)).toBe(404);
    expect(pageStatus('/office/casino', filters)).toBe(404);
    expect(pageStatus('/line/football', filters)).toBe(200);
    expect(pageStatus('/office/bonuses', filters)).toBe(200);
    expect(pageStatus('/slots/orchard-stars', { hiddenRoutes: hiddenCasinoRoutes(on) })).toBe(200);
  });
});
