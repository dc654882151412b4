// Names the lookups do not carry in a UI language (they hold English, and Russian for countries):
// taken from the runtime's CLDR data (Intl.DisplayNames, in Node and every current browser). Undefined
// where it has none, e.g. a crypto ticker, so the caller falls back to the English name.
import { toLanguageCode } from './languages';

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lang: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  const key = `${type}:${lang}`;
  let names = cache.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang], { type, fallback: 'code' });
    } catch {
      names = null; // not a valid language tag
    }
    cache.set(key, names);
  }
  return names;
}

/** The CLDR name of a region (ISO 3166 alpha-2) or currency (ISO 4217) code in `lang`, capitalised. */
export function cldrName(lang: string, type: 'region' | 'currency', code: string): string | undefined {
  const upper = code.toUpperCase();
  let name: string | undefined;
  try {
    name = displayNames(lang, type)?.of(upper);
  } catch {
    return undefined; // not a well-formed code for its type, e.g. a four-letter ticker
  }
  if (!name || name === upper) return undefined;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/**
 * A currency's display name: its own (English) name for an English UI, else the CLDR name where there
 * is one. Takes the name and code only, so a client can name a currency from an account record.
 */
export function currencyName(currency: { name: string; code: string }, lang: string): string {
  return toLanguageCode(lang) === 'en' ? currency.name : (cldrName(lang, 'currency', currency.code) ?? currency.name);
}
