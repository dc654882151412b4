// Names come in Russian for `lng=ru`, in Arabic for `lng=ar` (`ar-iq` too) and in English (the
// fallback language) for anything else. Arabic covers sports, countries and championships; teams and
// players keep their Latin-script names there, as on Arabic betting sites.
import type { Names } from '../../../trading/types';

export type Lang = 'ru' | 'en' | 'ar';

/** The language names are given in for a `lng` value. */
export function langOf(lng: string | undefined): Lang {
  if (lng === undefined) return 'ru';
  const tag = lng.toLowerCase();
  if (tag.startsWith('ru')) return 'ru';
  return tag === 'ar' || tag.startsWith('ar-') || tag.startsWith('ar_') ? 'ar' : 'en';
}

/** The name in the requested language; English where a name has no Arabic form. */
export function nameIn(names: Names, lang: Lang): string {
  if (lang === 'ru') return names.ru;
  return lang === 'ar' ? (names.ar ?? names.en) : names.en;
}
