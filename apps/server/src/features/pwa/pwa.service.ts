import { isRtl } from '@fairline/shared/lookups/languages';
import type { WebAppManifest } from '@fairline/shared/wire/pwa';
import type { ResolvedSite } from '../config/config.service';
import { MANIFEST_ICONS } from './pwa-icons';
import { pwaStrings } from './pwa-strings';

/**
 * The colours of the two themes the installed app opens in: the header (the title bar blends with it)
 * and the page background (the splash screen). The same values as apps/web/src/styles/tokens.css,
 * which a test compares so the two never drift apart.
 */
export const THEME_COLOURS = {
  light: { header: '#0f1722', background: '#eef1f5' },
  dark: { header: '#0f141c', background: '#0b0f15' },
} as const;

/** The longest name launchers show under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/** The brand's web app manifest: name, default-theme colours, start page in its default language, our icons. */
export function buildManifest(site: ResolvedSite): WebAppManifest {
  const lang = site.defaultLanguage;
  const colours = THEME_COLOURS[site.settings.customization.defaultTheme];
  const name = site.brand.name;
  return {
    id: '/',
    name,
    short_name: name.length > SHORT_NAME_MAX ? name.slice(0, SHORT_NAME_MAX).trimEnd() : name,
    description: pwaStrings(lang).description,
    lang,
    dir: isRtl(lang) ? 'rtl' : 'ltr',
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    theme_color: colours.header,
    background_color: colours.background,
    categories: ['sports', 'entertainment'],
    icons: [...MANIFEST_ICONS],
  };
}
