import { describe, expect, it } from 'vitest';
import { type MenuFacts, officeMenu } from './left-menu';

const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({
  settings: {
    office: { isLeftSidebarShown: true, isUnplacedBetsShown: true, isPaymentAuthRequired: false },
    thirdPartyCasino: {
      isEnabled: false,
      isVipCashbackEnabled: true,
      isPremiumCashbackEnabled: true,
      categories: ['slots'],
      providers: [],
      hiddenGames: [],
    },
    promo: { isBringFriendEnabled: true, isPromoCodeCheckEnabled: true, showAllLink: '/promo' },
  },
  verification: 'not_started',
  isOn: () => true,
  ...over,
});

describe('officeMenu (getLeftMenuData)', () => {
  it('lays the menu out as the brand says: a sidebar, or tabs where office.isLeftSidebarShown is off', () => {
    expect(officeMenu(facts()).layout).toBe('side');
    const tabs = facts({
      settings: { ...facts().settings, office: { ...facts().settings.office, isLeftSidebarShown: false } },
    });
    expect(officeMenu(tabs).layout).toBe('top');
  });

  it('leaves out every page whose feature is off, so no item leads nowhere', () => {
    const menu = officeMenu(facts({ isOn: (page) => page !== 'messages' && page !== 'support' }));
    expect(menu.items.map((i) => i.key)).not.toContain('messages');
    expect(menu.items.map((i) => i.key)).toContain('settings');
  });

  it('lists the casino’s game history only where the brand offers the casino', () => {
    expect(officeMenu(facts()).items.map((i) => i.key)).not.toContain('casino');
    const casino = { ...facts().settings.thirdPartyCasino, isEnabled: true };
    const on = facts({ settings: { ...facts().settings, thirdPartyCasino: casino } });
    expect(officeMenu(on).items.find((i) => i.key === 'casino')).toEqual({ key: 'casino', link: '/office/casino' });
  });

  it('lists the VIP level, the premium cashback and bring a friend only while the brand switches them on', () => {
    const keys = (settings: Partial<MenuFacts['settings']>) =>
      officeMenu(facts({ settings: { ...facts().settings, ...settings } })).items.map((i) => i.key);
    const casino = { ...facts().settings.thirdPartyCasino, isEnabled: true };
    expect(keys({ thirdPartyCasino: casino })).toEqual(expect.arrayContaining(['vip', 'cashback', 'friend']));
    expect(keys({ thirdPartyCasino: { ...casino, isVipCashbackEnabled: false } })).not.toContain('vip');
    expect(keys({ thirdPartyCasino: { ...casino, isPremiumCashbackEnabled: false } })).not.toContain('cashback');
    expect(keys({ thirdPartyCasino: { ...casino, isEnabled: false } })).not.toContain('vip');
    expect(keys({ promo: { ...facts().settings.promo, isBringFriendEnabled: false } })).not.toContain('friend');
  });

  it('tells the player’s state: verified only for a verified identity, the casino as configured', () => {
    expect(officeMenu(facts({ verification: 'pending' })).state).toEqual({
      verification: 'pending',
      verified: false,
      casino: false,
    });
    const on = facts({
      verification: 'verified',
      settings: { ...facts().settings, thirdPartyCasino: { ...facts().settings.thirdPartyCasino, isEnabled: true } },
    });
    expect(officeMenu(on).state).toEqual({ verification: 'verified', verified: true, casino: true });
  });
});
