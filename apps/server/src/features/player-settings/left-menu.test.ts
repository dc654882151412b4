import { describe, expect, it } from 'vitest';
import { type MenuFacts, officeMenu } from './left-menu';

const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({
  settings: {
    office: { isLeftSidebarShown: true, isUnplacedBetsShown: true, isPaymentAuthRequired: false },
    thirdPartyCasino: { isEnabled: false, categories: ['slots'], providers: [], hiddenGames: [] },
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
