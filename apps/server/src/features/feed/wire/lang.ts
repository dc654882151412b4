// Names come in Russian for `lng=ru` and in English (the fallback language) for anything else.
import type { Names } from '../../../trading/types';

export type Lang = 'ru' | 'en';

/** The language names are given in for a `lng` value. */
export function langOf(lng: string | undefined): Lang {
  return lng === undefined || lng.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** The name in the requested language. */
export function nameIn(names: Names, lang: Lang): string {
  return lang === 'ru' ? names.ru : names.en;
}
