import { AA_TEXT, readableShade, textOn } from './accent-contrast';
import type { SiteConfig } from './site-api';

// The surfaces an accent is drawn on as text, per theme (styles/tokens.css: --c-surface, -bg, -2, -3).
const LIGHT_SURFACES = ['#ffffff', '#eef1f5', '#f5f7fa'];
const DARK_SURFACES = ['#0b0f15', '#141a23', '#1a212c', '#232c39'];

/**
 * The accent of each theme, moved just far enough from the brand's colour to read at WCAG AA on the
 * theme's surfaces, with the text colour that reads on it (white on Fairline's green, dark on a
 * bright green in the dark theme).
 */
export function accentRules(accentColor?: string, accentColorDark?: string): string {
  const lightBase = accentColor;
  const darkBase = accentColorDark || accentColor;
  let css = '';
  if (lightBase) {
    const accent = readableShade(lightBase, LIGHT_SURFACES);
    css += `:root{--c-accent:${accent};--c-accent-contrast:${textOn(accent)}}`;
  }
  if (darkBase) {
    const accent = readableShade(darkBase, DARK_SURFACES, AA_TEXT, true);
    css += `[data-theme='dark']{--c-accent:${accent};--c-accent-contrast:${textOn(accent)}}`;
  }
  return css;
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
