// The countries lookup: ids 1..291, each with a unique lower-case two-letter code (see the two row
// tables for how ids were assigned).

import { REGION_COUNTRY_ROWS } from './country-regions';
import { type CountryRow, ISO_COUNTRY_ROWS } from './country-table';
import { cldrName } from './display-names';
import { type LocalizedNames, localizedName, toLanguageCode } from './languages';

export interface Country extends LocalizedNames {
  readonly id: number;
  /** Lower-case two-letter code, as the spec's country record carries it. */
  readonly code: string;
  /** International dialling prefix with its plus sign, or null where none applies (e.g. "Europe"). */
  readonly phoneCode: string | null;
}

export const COUNTRY_ID_RANGE = { min: 1, max: 291 } as const;

/** CIS countries; full registration asks them for document type and number. */
export const CIS_COUNTRY_ISO = ['ru', 'ua', 'by', 'kz', 'az', 'am', 'kg', 'md', 'tm', 'tj', 'uz'] as const;

/** Countries listed first, in this order, in phone-code pickers. */
export const PHONE_PRIORITY_ISO = [
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
] as const;

function fromRow([id, code, phoneCode, nameEn, nameRu]: CountryRow): Country {
  return { id, code, phoneCode: phoneCode === '' ? null : phoneCode, nameEn, nameRu };
}

/** Every country, sorted by id. */
export const COUNTRIES: readonly Country[] = [...ISO_COUNTRY_ROWS, ...REGION_COUNTRY_ROWS].map(fromRow);

const countriesById: ReadonlyMap<number, Country> = new Map(COUNTRIES.map((country) => [country.id, country]));
const countriesByCode: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));
const cisCodes: ReadonlySet<string> = new Set(CIS_COUNTRY_ISO);

/** The country with this id, or undefined. */
export function countryById(id: number): Country | undefined {
  return countriesById.get(id);
}

/** The country with this two-letter code, in either case (`RU`, `ru`), or undefined. */
export function countryByIso(code: string): Country | undefined {
  return countriesByCode.get(code.trim().toLowerCase());
}

/** Whether the two-letter code belongs to a CIS country, in either case. */
export function isCisCountry(code: string): boolean {
  return cisCodes.has(code.trim().toLowerCase());
}

/** The last id of the officially assigned ISO 3166 countries; higher ids are feed regions (Europe, World, …). */
export const LAST_ISO_COUNTRY_ID = 249;

/**
 * Display name: the lookup's Russian or English name for a Russian or English UI; for another
 * language (Arabic, …) a country's CLDR name, or the English name where there is none.
 */
export function countryName(country: Country, lang: string): string {
  const code = toLanguageCode(lang);
  if (code === 'ru' || code === 'en' || country.id > LAST_ISO_COUNTRY_ID) return localizedName(country, lang);
  return cldrName(lang, 'region', country.code) ?? country.nameEn;
}

/** Countries ordered for a phone-code picker: the priority list first, then the rest by id. */
export function countriesForPhonePicker(): readonly Country[] {
  const priority = PHONE_PRIORITY_ISO.map((code) => countriesByCode.get(code)).filter(
    (country): country is Country => country !== undefined,
  );
  const prioritySet = new Set<Country>(priority);
  return [...priority, ...COUNTRIES.filter((country) => country.phoneCode !== null && !prioritySet.has(country))];
}
