import { describe, expect, it } from 'vitest';
import { buildDropdown, buildHeaderMenu, filterMenuByAuth, menuHref, mobileBarHasCoupon, mobileBarItems } from './menu';
import type { MenuItem, SubItem } from './menu-item';
import { sanitizeMenu } from './sanitize-menus';

function items(count: number, extra: Record<string, unknown> = {}): MenuItem[] {
  return sanitizeMenu(Array.from({ length: count }, (_, index) => ({ id: `item${index}`, ...extra })));
}

function subItems(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({ id: index, link: `/g/${index}` }));
}

function menuItem(raw: Record<string, unknown>): MenuItem {
  const [item] = sanitizeMenu([raw]);
  if (!item) throw new Error('fixture did not sanitise');
  return item;
}

const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id);

describe('buildHeaderMenu', () => {
  it('shows at most 9 items and moves the rest into the more overflow', () => {
    const menu = buildHeaderMenu(items(12), { isAuth: false });
    expect(menu.visible).toHaveLength(9);
    expect(ids(menu.overflow)).toEqual(['item9', 'item10', 'item11']);
  });

  it('has no overflow when everything fits', () => {
    const menu = buildHeaderMenu(items(9), { isAuth: false });
    expect(menu.visible).toHaveLength(9);
    expect(menu.overflow).toEqual([]);
  });

  it('honours a configured maximum', () => {
    const menu = buildHeaderMenu(items(5), { isAuth: true, maxVisible: 3 });
    expect(ids(menu.visible)).toEqual(['item0', 'item1', 'item2']);
    expect(ids(menu.overflow)).toEqual(['item3', 'item4']);
  });

  it('filters by auth state and the visible flag before counting', () => {
    const raw = [
      { id: 'guestOnly', visibility_by_auth: 'guest' },
      { id: 'userOnly', visibility_by_auth: 'auth' },
      { id: 'hidden', visible: false },
      ...Array.from({ length: 9 }, (_, index) => ({ id: `all${index}` })),
    ];
    const guest = buildHeaderMenu(sanitizeMenu(raw), { isAuth: false });
    expect(ids(guest.visible)).toEqual(['guestOnly', 'all0', 'all1', 'all2', 'all3', 'all4', 'all5', 'all6', 'all7']);
    expect(ids(guest.overflow)).toEqual(['all8']);
    const user = buildHeaderMenu(sanitizeMenu(raw), { isAuth: true });
    expect(ids(user.visible)[0]).toBe('userOnly');
    expect([...ids(user.visible), ...ids(user.overflow)]).not.toContain('hidden');
  });

  it('caps games items at the preview count', () => {
    const menu = buildHeaderMenu([menuItem({ id: 'games', subMenuItems: subItems(12) })], {
      isAuth: false,
      gamesPreviewCount: 4,
    });
    expect(menu.visible[0]?.subItems).toHaveLength(4);
  });
});

describe('buildDropdown', () => {
  it.each(['slots', 'casino'])('shows the first 10 sub-items of %s as images and the rest as links', (section) => {
    const dropdown = buildDropdown(menuItem({ id: section, subMenuItems: subItems(14) }));
    expect(ids(dropdown.images)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(ids(dropdown.links)).toEqual(['10', '11', '12', '13']);
    expect(dropdown.showAll).toBeUndefined();
  });

  it('shows fewer than 10 casino sub-items all as images', () => {
    const dropdown = buildDropdown(menuItem({ id: 'casino', subMenuItems: subItems(3) }));
    expect(dropdown.images).toHaveLength(3);
    expect(dropdown.links).toEqual([]);
  });

  it('gives promo items a show all link', () => {
    const dropdown = buildDropdown(menuItem({ id: 'promo', link: '/bonuses', subMenuItems: subItems(2) }));
    expect(dropdown).toMatchObject({ images: [], showAll: '/bonuses' });
    expect(dropdown.links).toHaveLength(2);
    expect(buildDropdown(menuItem({ id: 'promo' })).showAll).toBe('/promo');
    expect(buildDropdown(menuItem({ id: 'promo' }), { showAllLink: '/all-promo' }).showAll).toBe('/all-promo');
  });

  it('caps games items at the configured preview count', () => {
    const dropdown = buildDropdown(menuItem({ id: 'games', subMenuItems: subItems(10) }), { gamesPreviewCount: 3 });
    expect(ids(dropdown.images)).toEqual(['0', '1', '2']);
    expect(dropdown.links).toEqual([]);
  });

  it('lists other sections as links only', () => {
    const dropdown = buildDropdown(menuItem({ id: 'line', subMenuItems: subItems(12) }));
    expect(dropdown.images).toEqual([]);
    expect(dropdown.links).toHaveLength(12);
  });
});

describe('filterMenuByAuth', () => {
  const footer = sanitizeMenu([
    { id: 'all' },
    { id: 'auth', visibility_by_auth: 'auth' },
    { id: 'guest', visibility_by_auth: 'guest' },
    { id: 'off', visible: '0' },
  ]);

  it.each([
    [false, ['all', 'guest']],
    [true, ['all', 'auth']],
  ])('with isAuth %j keeps %j', (isAuth, expected) => {
    expect(ids(filterMenuByAuth(footer, isAuth))).toEqual(expected);
  });
});

describe('menuHref', () => {
  const entry = (link: string, actionType: SubItem['actionType']) => ({ link, actionType });

  it.each([
    [entry('/line', 3), 'en', '/en/line'],
    [entry('/line', 1), 'ru', '/ru/line'],
    [entry('live/football', 2), 'ru', '/ru/live/football'],
    [entry('/ru/line', 3), 'ru', '/ru/line'],
    [entry('https://partner.example/x', 2), 'ru', 'https://partner.example/x'],
    [entry('/line', 4), 'ru', null],
    [entry('', 1), 'ru', null],
  ])('links %j in %s to %j', (item, lang, expected) => {
    expect(menuHref(item, lang)).toBe(expected);
  });
});

describe('the phone bottom bar', () => {
  const bar = (links: string[], extra: Record<string, unknown>[] = []) =>
    sanitizeMenu([...links.map((link, index) => ({ id: `b${index}`, link, actionType: 3 })), ...extra]);

  it('shows the first five items this visitor may see', () => {
    const menu = bar(
      ['/line', '/live', '/cyber', '/slots', '/promo', '/results'],
      [{ id: 'guest', link: '/registration', visibility_by_auth: 'guest' }],
    );
    expect(ids(mobileBarItems(menu, false))).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
    expect(ids(mobileBarItems(menu.slice(0, 2).concat(menu.slice(6)), false))).toEqual(['b0', 'b1', 'guest']);
    expect(ids(mobileBarItems(menu.slice(0, 2).concat(menu.slice(6)), true))).toEqual(['b0', 'b1']);
  });

  it('opens the bet slip only when a shown item links to /coupon', () => {
    expect(mobileBarHasCoupon(bar(['/line', '/live', '/coupon']), false)).toBe(true);
    expect(mobileBarHasCoupon(bar(['/live', '/line', '/casino']), false)).toBe(false);
    // Sixth and later items are not on the bar, so they cannot open the slip.
    expect(mobileBarHasCoupon(bar(['/a', '/b', '/c', '/d', '/e', '/coupon']), true)).toBe(false);
    expect(mobileBarHasCoupon(sanitizeMenu([{ id: 'c', link: '/coupon', visibility_by_auth: 'auth' }]), false)).toBe(
      false,
    );
  });
});
