import { isRtl } from '@fairline/shared/lookups/languages';
import { type ThemeAccent, themeAccents } from '@fairline/shared/theme/accent-contrast';
import type { ResolvedSite } from '../config/config.service';
import { pwaStrings } from './pwa-strings';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Shows the section in the language of the page the player tried to open (the first path segment of
 * the address, which the service worker keeps), reloads on Retry and by itself when the connection is
 * back. An external script: the page has the site's Content-Security-Policy, which allows no inline one.
 */
export const OFFLINE_SCRIPT = `(() => {
  const sections = Array.from(document.querySelectorAll('[data-offline-lang]'));
  const wanted = location.pathname.split('/')[1];
  const shown = sections.find((s) => s.lang === wanted) || sections.find((s) => !s.hidden) || sections[0];
  if (shown) {
    for (const s of sections) s.hidden = s !== shown;
    document.documentElement.lang = shown.lang;
    document.documentElement.dir = shown.dir;
    document.title = shown.dataset.title;
  }
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', () => location.reload());
  addEventListener('online', () => location.reload());
})();
`;

// The site's tokens (apps/web/src/styles/tokens.css); the accent and the text on it per theme come
// from the brand's colours made readable (shared theme/accent-contrast.ts), as on the site.
const STYLE = `
:root{color-scheme:light;--bg:#eef1f5;--surface:#fff;--text:#14181f;--muted:#5b6472;--header:#0f1722;--header-text:#eef2f7;
--font:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif}
[data-theme=dark]{color-scheme:dark;--bg:#0b0f15;--surface:#141a23;--text:#e8edf4;--muted:#98a3b3;--header:#0f141c}
*{box-sizing:border-box}html,body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:14px/1.45 var(--font)}
header{display:flex;align-items:center;gap:12px;height:56px;padding-inline:16px;background:var(--header);color:var(--header-text);font-weight:700;font-size:16px}
header svg{width:32px;height:32px}
main{display:grid;place-items:center;padding:48px 16px}
section{max-width:440px;padding:32px 24px;border-radius:12px;background:var(--surface);box-shadow:0 8px 24px rgba(16,24,40,.16);text-align:center}
section[hidden]{display:none}
h1{margin:0 0 12px;font-size:20px}p{margin:0 0 24px;color:var(--muted)}
button{min-height:44px;padding:0 28px;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent,#fff);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:2px solid #3b82f6;outline-offset:2px}
`;

/**
 * The offline page of a brand: its name, icon, theme and accent, one section per language it offers
 * (the default one visible without script). The service worker stores it at install and shows it when
 * a page cannot be reached; it holds nothing personal and no price.
 */
export function renderOfflinePage(site: ResolvedSite, iconSvg: string): string {
  const { defaultLanguage, languages } = site;
  const { accentColor, accentColorDark, defaultTheme } = site.settings.customization;
  const brand = escapeHtml(site.brand.name);
  const dir = (lang: string) => (isRtl(lang) ? 'rtl' : 'ltr');
  const sections = languages.map((lang) => {
    const words = pwaStrings(lang);
    const hidden = lang === defaultLanguage ? '' : ' hidden';
    return (
      `<section data-offline-lang lang="${lang}" dir="${dir(lang)}" data-title="${escapeHtml(`${words.offlineTitle} · ${site.brand.name}`)}"${hidden}>` +
      `<h1>${escapeHtml(words.offlineTitle)}</h1><p>${escapeHtml(words.offlineText)}</p>` +
      `<button type="button" data-retry>${escapeHtml(words.retry)}</button></section>`
    );
  });
  const title = `${pwaStrings(defaultLanguage).offlineTitle} · ${site.brand.name}`;
  // The accent colours are hex by the config's sanitiser, so they are safe inside the style element.
  const { light, dark } = themeAccents(accentColor, accentColorDark);
  const rule = (selector: string, a: ThemeAccent | undefined) =>
    a ? `${selector}{--accent:${a.accent};--on-accent:${a.text}}` : '';
  const accent = rule(':root', light) + rule('[data-theme=dark]', dark);
  return (
    `<!doctype html><html lang="${defaultLanguage}" dir="${dir(defaultLanguage)}" data-theme="${defaultTheme}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}${accent}</style>` +
    '<script src="/theme-boot.js"></script><script src="/offline.js" defer></script></head>' +
    `<body><header><span aria-hidden="true">${iconSvg}</span><span>${brand}</span></header>` +
    `<main>${sections.join('')}</main></body></html>`
  );
}
