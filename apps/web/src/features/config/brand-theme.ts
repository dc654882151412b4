import { themeAccents } from '@fairline/shared/theme/accent-contrast';
import type { SiteConfig } from './site-api';

/** The CSS of the brand's accents, each theme's made readable (shared theme/accent-contrast.ts). */
export function accentRules(accentColor?: string, accentColorDark?: string): string {
  const { light, dark } = themeAccents(accentColor, accentColorDark);
  const rule = (selector: string, a: { accent: string; text: string }) =>
    `${selector}{--c-accent:${a.accent};--c-accent-contrast:${a.text}}`;
  return (light ? rule(':root', light) : '') + (dark ? rule("[data-theme='dark']", dark) : '');
}

/** Sets the brand's accent colours (light and dark theme) from the configuration's customization group. */
export function applyBrandTheme(site: SiteConfig) {
  const { accentColor, accentColorDark } = site.settings.customization;
  const root = document.documentElement;
  root.dataset.brand = site.brand;
  let style = document.getElementById('brand-theme') as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-theme';
    document.head.append(style);
  }
  style.textContent = accentRules(accentColor, accentColorDark);
  document.title = site.brandName;
}
