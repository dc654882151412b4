import { localizePath } from '../routing/links';
import { CONFIG_DEFAULTS } from './defaults';
import { ActionType, type MenuItem, type MenuSection, type SubItem } from './menu-item';

/** How many sub-items of a slots or casino dropdown show as images; the rest are links. */
export const DROPDOWN_IMAGE_LIMIT = 10;

const IMAGE_SECTIONS: readonly (MenuSection | null)[] = ['slots', 'casino', 'live_casino'];

export type HeaderMenuOptions = { isAuth: boolean; maxVisible?: number; gamesPreviewCount?: number };
export type HeaderMenu = { visible: MenuItem[]; overflow: MenuItem[] };
export type DropdownOptions = { gamesPreviewCount?: number; showAllLink?: string };
export type Dropdown = { images: SubItem[]; links: SubItem[]; showAll?: string };

function toLimit(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;
}

/** Tells whether an item is shown to a visitor: switched on, and meant for all or for this auth state. */
export function isMenuItemShown(item: Pick<MenuItem, 'visible' | 'visibilityByAuth'>, isAuth: boolean): boolean {
  if (!item.visible) return false;
  if (item.visibilityByAuth === 'auth') return isAuth;
  if (item.visibilityByAuth === 'guest') return !isAuth;
  return true;
}

/** Keeps the items of any menu (footer, mobile, mobile footer) that this visitor may see. */
export function filterMenuByAuth(items: readonly MenuItem[], isAuth: boolean): MenuItem[] {
  return items.filter((item) => isMenuItemShown(item, isAuth));
}

/** The phone bottom bar holds at most this many items. */
const MOBILE_BAR_LIMIT = 5;

/** The link of the bet slip page; a bottom bar item with it carries the slip's count. */
export const COUPON_LINK = '/coupon';

/** The phone bottom bar: the mobile footer menu's items this visitor may see, the first five. */
export function mobileBarItems(items: readonly MenuItem[], isAuth: boolean): MenuItem[] {
  return filterMenuByAuth(items, isAuth).slice(0, MOBILE_BAR_LIMIT);
}

/** Whether the phone bottom bar opens the bet slip (then no floating slip button is needed). */
export function mobileBarHasCoupon(items: readonly MenuItem[], isAuth: boolean): boolean {
  return mobileBarItems(items, isAuth).some((item) => item.link === COUPON_LINK);
}

function capGames(item: MenuItem, previewCount: number): MenuItem {
  return item.section === 'games' ? { ...item, subItems: item.subItems.slice(0, previewCount) } : item;
}

/**
 * Builds the header: items this visitor may see, games dropdowns capped at the preview count, the
 * first `maxVisible` (default 9) in the bar and the rest in the 'more' overflow.
 */
export function buildHeaderMenu(items: readonly MenuItem[], options: HeaderMenuOptions): HeaderMenu {
  const maxVisible = toLimit(options.maxVisible, CONFIG_DEFAULTS.maxVisibleNavItems);
  const previewCount = toLimit(options.gamesPreviewCount, CONFIG_DEFAULTS.gamesPreviewCount);
  const shown = filterMenuByAuth(items, options.isAuth).map((item) => capGames(item, previewCount));
  return { visible: shown.slice(0, maxVisible), overflow: shown.slice(maxVisible) };
}

/**
 * Lays out a header item's dropdown by section: slots and casino show the first 10 sub-items as
 * images and the rest as links; games show previews capped at the preview count; promo adds a
 * 'show all' link; every other section lists links.
 */
export function buildDropdown(item: MenuItem, options: DropdownOptions = {}): Dropdown {
  const subItems = [...item.subItems];
  if (IMAGE_SECTIONS.includes(item.section)) {
    return { images: subItems.slice(0, DROPDOWN_IMAGE_LIMIT), links: subItems.slice(DROPDOWN_IMAGE_LIMIT) };
  }
  if (item.section === 'games') {
    const previewCount = toLimit(options.gamesPreviewCount, CONFIG_DEFAULTS.gamesPreviewCount);
    return { images: subItems.slice(0, previewCount), links: [] };
  }
  if (item.section === 'promo') {
    const showAll = options.showAllLink || item.link || CONFIG_DEFAULTS.promoShowAllLink;
    return { images: [], links: subItems, showAll };
  }
  return { images: [], links: subItems };
}

/** The href of a menu entry: internal paths get the language prefix, external links stay, not_link has none. */
export function menuHref(item: Pick<MenuItem | SubItem, 'link' | 'actionType'>, lang: string): string | null {
  if (item.actionType === ActionType.not_link || item.link === '') return null;
  return localizePath(item.link, lang);
}
