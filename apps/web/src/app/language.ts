import type { SiteConfig } from '../features/config';

type LanguageSite = Pick<SiteConfig, 'languages' | 'defaultLanguage'>;

/** The language of a path's first segment when the brand offers it, else the brand's default. */
export function languageFromPath(pathname: string, site: LanguageSite): string {
  const first = pathname.split('/')[1] ?? '';
  return site.languages.includes(first) ? first : site.defaultLanguage;
}

/**
 * The languages this visitor may use: every offered one for a logged-in player; for a guest, those
 * not in `hiddenLanguagesForUnauthorized` (the default language is never hidden, so one always remains).
 */
export function visibleLanguages(site: LanguageSite & Pick<SiteConfig, 'settings'>, isAuth: boolean): string[] {
  if (isAuth) return [...site.languages];
  const hidden = site.settings.application.hiddenLanguagesForUnauthorized;
  return site.languages.filter((lang) => lang === site.defaultLanguage || !hidden.includes(lang));
}

const ISO_ALPHA2 = /^[a-z]{2}$/i;
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag of a two-letter country code as its emoji (a pair of regional indicator letters). */
export function flagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()]
    .map((c) => String.fromCodePoint(REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65))
    .join('');
}

/**
 * The flag shown beside a language in the header: only for visitors from a country listed in
 * `flagsInHeaderCountries`, and only for a language `flagsByLanguage` gives a country code.
 */
export function languageFlag(site: Pick<SiteConfig, 'geo' | 'settings'>, lang: string): string | null {
  if (!site.settings.header.flagsInHeaderCountries.includes(site.geo.countryId)) return null;
  const country = site.settings.application.flagsByLanguage[lang];
  return country && ISO_ALPHA2.test(country) ? flagEmoji(country) : null;
}
