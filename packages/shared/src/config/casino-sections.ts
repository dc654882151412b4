import type { MenuItem, MenuSection } from './menu-item';
import type { SiteSettings } from './site-settings';

/** The casino lobby's categories, in the rail's order (`thirdPartyCasino.categories` picks among them). */
export const CASINO_CATEGORIES = ['slots', 'table', 'crash', 'instant'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/**
 * Sections served by the third-party casino. Their menu items, tiles and tabs follow the
 * `thirdPartyCasino.isEnabled` switch: while it is off (the default, and while the casino has not
 * landed) they are hidden wherever a menu is drawn, so no link leads to a page that does not exist.
 */
export const CASINO_SECTIONS: readonly MenuSection[] = ['slots', 'casino', 'live_casino', 'casino_tournaments'];

function hideCasino(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) =>
    item.visible && item.section !== null && CASINO_SECTIONS.includes(item.section)
      ? { ...item, visible: false }
      : item,
  );
}

/** Switches casino-section menu items off in every menu unless the third-party casino is on. */
export function gateCasinoMenus(settings: SiteSettings): SiteSettings {
  if (settings.thirdPartyCasino.isEnabled) return settings;
  const { header, footer } = settings;
  return {
    ...settings,
    header: { ...header, menu: hideCasino(header.menu), mobileMenu: hideCasino(header.mobileMenu) },
    footer: { ...footer, menu: hideCasino(footer.menu), mobileMenu: hideCasino(footer.mobileMenu) },
  };
}
