import { accentRules } from '@fairline/shared/theme/accent-contrast';
import type { SiteConfig } from './site-api';

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
