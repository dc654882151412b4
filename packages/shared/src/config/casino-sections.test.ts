import { describe, expect, it } from 'vitest';
import { sanitizeSiteConfig } from './sanitize';

const menus = {
  header: {
    menu: [
      { id: 1, section: 'line', link: '/line', actionType: 3 },
      { id: 2, section: 'slots', link: '/slots', actionType: 3 },
      { id: 3, section: 'live casino', link: '/live-casino', actionType: 3 },
      { id: 4, section: 'results', link: '/results', actionType: 3, visible: false },
    ],
    mobileMenu: [{ id: 5, section: 'casino', link: '/casino', actionType: 3 }],
  },
  footer: {
    menu: [{ id: 6, section: 'casino tournaments', link: '/tournaments', actionType: 3 }],
    mobileMenu: [
      { id: 7, section: 'casino', link: '/slots', actionType: 3 },
      { id: 8, link: '/coupon', actionType: 3 },
    ],
  },
};

const shown = (items: readonly { id: string; visible: boolean }[]) => items.filter((i) => i.visible).map((i) => i.id);

describe('casino menu items follow the thirdPartyCasino switch', () => {
  it('hides slots, casino, live casino and tournament items in every menu while the casino is off', () => {
    const s = sanitizeSiteConfig(menus);
    expect(s.thirdPartyCasino.isEnabled).toBe(false);
    expect(shown(s.header.menu)).toEqual(['1']);
    expect(shown(s.header.mobileMenu)).toEqual([]);
    expect(shown(s.footer.menu)).toEqual([]);
    expect(shown(s.footer.mobileMenu)).toEqual(['8']);
  });

  it('shows them again once the casino is switched on, leaving items switched off by hand hidden', () => {
    const s = sanitizeSiteConfig({ ...menus, thirdPartyCasino: { isEnabled: '1' } });
    expect(shown(s.header.menu)).toEqual(['1', '2', '3']);
    expect(shown(s.header.mobileMenu)).toEqual(['5']);
    expect(shown(s.footer.menu)).toEqual(['6']);
    expect(shown(s.footer.mobileMenu)).toEqual(['7', '8']);
  });
});

describe('the thirdPartyCasino group picks the part of the catalogue a brand or country offers', () => {
  it('offers every category and every provider when none is configured', () => {
    const s = sanitizeSiteConfig({ thirdPartyCasino: { isEnabled: true } });
    expect(s.thirdPartyCasino).toEqual({
      isEnabled: true,
      isVipCashbackEnabled: false,
      isPremiumCashbackEnabled: false,
      categories: ['slots', 'table', 'crash', 'instant'],
      providers: [],
      hiddenGames: [],
    });
  });

  it('keeps the configured categories in their order and drops unknown ones and malformed provider ids', () => {
    const s = sanitizeSiteConfig({
      thirdPartyCasino: {
        isEnabled: '1',
        categories: 'instant, SLOTS, bingo, slots',
        providers: ['fairline-studio', 'Other-Studio', '../x', 7],
      },
    });
    expect(s.thirdPartyCasino.categories).toEqual(['instant', 'slots']);
    expect(s.thirdPartyCasino.providers).toEqual(['fairline-studio', 'other-studio']);
  });

  it('keeps hidden games named by their lobby id and drops any other spelling', () => {
    const s = sanitizeSiteConfig({
      thirdPartyCasino: { hiddenGames: ['fairline-studio:mines', 'Fairline-Studio:Plinko', 'mines', 'x:../y', 3] },
    });
    expect(s.thirdPartyCasino.hiddenGames).toEqual(['fairline-studio:mines', 'fairline-studio:plinko']);
  });

  it('falls back to every category when none of the configured ones is known', () => {
    const s = sanitizeSiteConfig({ thirdPartyCasino: { isEnabled: true, categories: ['keno'] } });
    expect(s.thirdPartyCasino.categories).toEqual(['slots', 'table', 'crash', 'instant']);
  });
});
