import { describe, expect, it } from 'vitest';
import {
  CIS_COUNTRY_ISO,
  COUNTRIES,
  countriesForPhonePicker,
  countryById,
  countryByIso,
  countryName,
  isCisCountry,
  LAST_ISO_COUNTRY_ID,
  PHONE_PRIORITY_ISO,
} from './countries';

describe('countries lookup', () => {
  it('holds every id 1..291 exactly once, in order', () => {
    expect(COUNTRIES.map((country) => country.id)).toEqual(Array.from({ length: 291 }, (_, i) => i + 1));
  });

  it('gives every country a unique lower-case two-letter code', () => {
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[a-z]{2}$/);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(291);
  });

  it('writes phone codes with a plus prefix', () => {
    for (const country of COUNTRIES) if (country.phoneCode !== null) expect(country.phoneCode).toMatch(/^\+\d{1,4}$/);
  });

  it.each([
    ['ru', '+7', 'Russia', 'Россия'],
    ['ua', '+380', 'Ukraine', 'Украина'],
    ['kz', '+7', 'Kazakhstan', 'Казахстан'],
    ['de', '+49', 'Germany', 'Германия'],
    ['gb', '+44', 'United Kingdom', 'Великобритания'],
    ['us', '+1', 'United States', 'Соединенные Штаты'],
    ['ng', '+234', 'Nigeria', 'Нигерия'],
    ['in', '+91', 'India', 'Индия'],
  ])('knows %s with phone code %s', (code, phoneCode, nameEn, nameRu) => {
    expect(countryByIso(code)).toMatchObject({ code, phoneCode, nameEn, nameRu });
  });

  it.each([
    'ru',
    'ua',
    'by',
    'kz',
    'az',
    'am',
    'kg',
    'md',
    'tm',
    'tj',
    'uz',
    'gh',
    'ge',
    'rs',
    'de',
    'gb',
    'us',
    'fr',
    'es',
    'it',
    'tr',
    'br',
    'in',
    'ng',
    'ke',
    'eg',
    'ae',
    'sa',
  ])('includes %s', (code) => {
    expect(countryByIso(code)).toBeDefined();
  });

  it('numbers the CIS countries 1..11 in the order of CIS_COUNTRY_ISO', () => {
    expect(CIS_COUNTRY_ISO.map((code) => countryByIso(code)?.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('looks countries up by id and by code in either case', () => {
    expect(countryById(1)?.code).toBe('ru');
    expect(countryByIso('RU')?.id).toBe(1);
    expect(countryById(0)).toBeUndefined();
    expect(countryById(292)).toBeUndefined();
    expect(countryByIso('zz')).toBeUndefined();
  });

  it('tells CIS countries apart', () => {
    expect(isCisCountry('KZ')).toBe(true);
    expect(isCisCountry('de')).toBe(false);
  });

  it('lists the phone-priority countries first, in the spec order', () => {
    expect(PHONE_PRIORITY_ISO).toEqual([
      'ua',
      'ru',
      'by',
      'az',
      'am',
      'kz',
      'kg',
      'md',
      'tm',
      'tj',
      'uz',
      'gh',
      'ge',
      'rs',
    ]);
    const picker = countriesForPhonePicker();
    expect(picker.slice(0, 14).map((country) => country.code)).toEqual([...PHONE_PRIORITY_ISO]);
    expect(new Set(picker).size).toBe(picker.length);
    expect(picker.every((country) => country.phoneCode !== null)).toBe(true);
  });

  it("names a country with the lookup's name in ru and en, and by CLDR in other languages", () => {
    const germany = countryByIso('de');
    if (germany === undefined) throw new Error('de missing');
    expect(countryName(germany, 'ru')).toBe('Германия');
    expect(countryName(germany, 'en')).toBe('Germany');
    expect(countryName(germany, 'ar')).toBe('ألمانيا');
    expect(countryName(germany, 'fr')).toBe('Allemagne');
  });

  it('keeps the English name of a region the CLDR has no name for, and for a tag that is not a language', () => {
    const region = COUNTRIES.find((country) => country.id > LAST_ISO_COUNTRY_ID);
    const germany = countryByIso('de');
    if (region === undefined || germany === undefined) throw new Error('rows missing');
    expect(countryName(region, 'ar')).toBe(region.nameEn);
    expect(countryName(germany, '!!')).toBe('Germany');
  });

  it('names every ISO country in Arabic in Arabic script, none left in Latin letters', () => {
    const latin = COUNTRIES.filter((c) => c.id <= LAST_ISO_COUNTRY_ID && /[A-Za-z]/.test(countryName(c, 'ar')));
    expect(latin.map((c) => c.code)).toEqual([]);
  });
});
