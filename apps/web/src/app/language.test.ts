import { type RawSiteConfig, sanitizeSiteConfig } from '@fairline/shared/config';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../features/config';
import { flagEmoji, languageFlag, languageFromPath, visibleLanguages } from './language';

function site(raw: RawSiteConfig, countryId = 7): SiteConfig {
  return {
    refId: 1,
    projectId: 1,
    brand: 'fairline',
    brandName: 'Fairline',
    geo: { countryId, countryCode: 'kz' },
    languages: ['ru', 'en', 'ar'],
    defaultLanguage: 'ru',
    settings: sanitizeSiteConfig(raw),
  };
}

describe('languageFromPath', () => {
  it('takes an offered first segment and falls back to the default otherwise', () => {
    expect(languageFromPath('/en/line', site({}))).toBe('en');
    expect(languageFromPath('/de/line', site({}))).toBe('ru');
  });
});

describe('visibleLanguages (hiddenLanguagesForUnauthorized)', () => {
  const hiding = site({ application: { hiddenLanguagesForUnauthorized: ['ar', 'ru'] } });

  it('hides the listed languages from guests but never the default language', () => {
    expect(visibleLanguages(hiding, false)).toEqual(['ru', 'en']);
  });

  it('shows every offered language to a logged-in player', () => {
    expect(visibleLanguages(hiding, true)).toEqual(['ru', 'en', 'ar']);
  });

  it('hides nothing when the list is empty', () => {
    expect(visibleLanguages(site({}), false)).toEqual(['ru', 'en', 'ar']);
  });
});

describe('languageFlag (flagsInHeaderCountries, flagsByLanguage)', () => {
  const flags = { application: { flagsByLanguage: { en: 'gb', ar: 'ae', ru: 'not-a-country' } } };

  it('gives a flag to visitors from a listed country, for languages with a country code', () => {
    const s = site({ ...flags, header: { flagsInHeaderCountries: [7] } }, 7);
    expect(languageFlag(s, 'en')).toBe('🇬🇧');
    expect(languageFlag(s, 'ar')).toBe('🇦🇪');
    expect(languageFlag(s, 'ru')).toBeNull();
  });

  it('gives no flag to visitors from any other country', () => {
    const s = site({ ...flags, header: { flagsInHeaderCountries: [7] } }, 8);
    expect(languageFlag(s, 'en')).toBeNull();
  });

  it('draws a country code as its pair of regional indicator letters', () => {
    expect(flagEmoji('kz')).toBe('\u{1F1F0}\u{1F1FF}');
  });
});
