import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  isRtl,
  LANGUAGE_CODES,
  localizedName,
  RTL_LANGUAGES,
  SUPPORTED_UI_LANGUAGES,
  toLanguageCode,
  UNKNOWN_LANGUAGE,
} from './languages';

describe('languages lookup', () => {
  it('defaults to ru with en as the fallback', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('has about 75 unique lower-case locale codes plus the unknown marker', () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(70);
    expect(LANGUAGE_CODES.length).toBeLessThanOrEqual(80);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    expect(UNKNOWN_LANGUAGE).toBe('--');
    expect(isLanguageCode('--')).toBe(false);
  });

  it.each(['ru', 'en', 'ar', 'de', 'es', 'fr', 'tr', 'uk', 'kk', 'uz', 'az', 'fa', 'he', 'ku', 'ur'])(
    'knows %s',
    (code) => {
      expect(isLanguageCode(code)).toBe(true);
    },
  );

  it('has full dictionaries for ru, en and ar only', () => {
    expect(SUPPORTED_UI_LANGUAGES).toEqual(['ru', 'en', 'ar']);
  });

  it('lists Persian, Arabic, Hebrew, Kurdish, Urdu and Iraqi as right to left', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'ar-iq', 'fa', 'he', 'ku', 'ur']);
  });

  it.each([
    ['fa', true],
    ['ar', true],
    ['he', true],
    ['ku', true],
    ['ur', true],
    ['ar-iq', true],
    ['ar-IQ', true],
    ['ar_SA', true],
    ['AR', true],
    ['ru', false],
    ['en', false],
    ['tr', false],
    ['--', false],
    ['', false],
  ])('isRtl(%j) is %s', (lang, expected) => {
    expect(isRtl(lang)).toBe(expected);
  });

  it.each([
    ['pt-BR', 'pt-br'],
    ['de_AT', 'de'],
    ['RU', 'ru'],
    ['xx', '--'],
    ['', '--'],
  ])('maps the tag %j to %j', (tag, expected) => {
    expect(toLanguageCode(tag)).toBe(expected);
  });

  it('reads Russian names for Russian and English names for every other language', () => {
    const names = { nameEn: 'Football', nameRu: 'Футбол' };
    expect(localizedName(names, 'ru')).toBe('Футбол');
    expect(localizedName(names, 'uk')).toBe('Football');
    expect(localizedName(names, '--')).toBe('Football');
  });
});
