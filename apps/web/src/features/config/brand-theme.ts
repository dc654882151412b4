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
  const light = accentColor ? `:root{--c-accent:${accentColor}}` : '';
  const dark =
    accentColorDark || accentColor ? `[data-theme='dark']{--c-accent:${accentColorDark || accentColor}}` : '';
  style.textContent = light + dark;
  document.title = site.brandName;
}
