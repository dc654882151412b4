// The demo brands' casino configuration (ADR 0037): the casino is on, and every casino menu item or
// dropdown tile it shows leads to a lobby page that exists; where it is off, none shows.
import { type MenuItem, sanitizeSiteConfig } from '@fairline/shared/config';
import { CASINO_SECTIONS } from '@fairline/shared/config/casino-sections';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../../features/config/merge-config';
import { DEMO_BRANDS, fairline } from './brands';

/** The casino pages the web app has (ADR 0037/0038): the lobby's category pages. */
const CASINO_PAGES = ['/casino', '/slots', '/live-casino', '/crash-games'];

const menusOf = (settings: ReturnType<typeof sanitizeSiteConfig>): MenuItem[] => [
  ...settings.header.menu,
  ...settings.header.mobileMenu,
  ...settings.footer.menu,
  ...settings.footer.mobileMenu,
];
const casinoItems = (items: readonly MenuItem[]) =>
  items.filter((i) => i.visible && i.section !== null && CASINO_SECTIONS.includes(i.section));

describe('the demo brands’ casino', () => {
  it.each(DEMO_BRANDS.map((b) => [b.brand.name, b] as const))(
    '%s offers the casino, and its casino items and tiles lead only to lobby pages',
    (_, brand) => {
      const settings = sanitizeSiteConfig(brand.config);
      expect(settings.thirdPartyCasino.isEnabled).toBe(true);
      expect(settings.thirdPartyCasino.providers).toEqual(['fairline-studio']);
      const items = casinoItems(menusOf(settings));
      expect(items.length).toBeGreaterThan(0);
      const links = items.flatMap((i) => [i.link, ...i.subItems.map((s) => s.link)]);
      expect(links.filter((link) => !CASINO_PAGES.includes(link))).toEqual([]);
      // Tournaments, the VIP club and the other casino page types have no page yet: nothing shows them.
      expect(menusOf(settings).filter((i) => i.visible && i.section === 'casino_tournaments')).toEqual([]);
    },
  );

  it('offers Fairline’s players the live crash game (ADR 0058) in the rail and the casino menu; Meridian none', () => {
    const [fairlineBrand, meridianBrand] = DEMO_BRANDS;
    const linksOf = (settings: ReturnType<typeof sanitizeSiteConfig>) =>
      casinoItems(menusOf(settings)).flatMap((i) => [i.link, ...i.subItems.map((s) => s.link)]);
    const withCrash = sanitizeSiteConfig(fairlineBrand?.config ?? {});
    expect(withCrash.thirdPartyCasino.categories).toEqual(['slots', 'table', 'crash', 'instant']);
    expect(linksOf(withCrash)).toContain('/crash-games');
    const without = sanitizeSiteConfig(meridianBrand?.config ?? {});
    expect(without.thirdPartyCasino.categories).toEqual(['slots', 'table', 'instant']);
    expect(linksOf(without)).not.toContain('/crash-games');
  });

  it('hides every casino item from Fairline’s visitors in the United States, where the casino is off', () => {
    const settings = sanitizeSiteConfig(mergeConfig(fairline.config, fairline.countries.us));
    expect(settings.thirdPartyCasino.isEnabled).toBe(false);
    expect(casinoItems(menusOf(settings))).toEqual([]);
  });
});
