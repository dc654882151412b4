import { FALLBACK_LANGUAGE, isRtl } from '@fairline/shared/lookups/languages';
import type { DictionaryContent } from '@fairline/shared/wire/public';
import { translator } from '../../lib/i18n';
import { loadDictionary } from './dictionary-loader';

// The language last asked for: a slow load of an earlier one must not switch back to it afterwards
// (a switch right after the first page load raced the first page's own load of the fallback).
let latest: string | undefined;

/**
 * Loads the language (and the English fallback) if needed, switches, and flips the page direction —
 * unless another language was asked for meanwhile.
 */
export async function changeLanguage(lang: string) {
  latest = lang;
  const wanted = [lang, FALLBACK_LANGUAGE].filter((l, i, all) => all.indexOf(l) === i && !translator.hasBundle(l));
  await Promise.all(
    wanted.map(async (l) => {
      try {
        translator.addBundle(l, await loadDictionary(l));
      } catch (err) {
        console.warn('dictionary not loaded', l, err);
      }
    }),
  );
  if (latest === lang) setLanguage(lang);
}

/**
 * Starts in a language with the dictionary units that came with the page (no request), so the first
 * render needs nothing more; `completeLanguage` loads the language's other units later.
 */
export function startLanguage(lang: string, units: Readonly<Record<string, DictionaryContent>>) {
  latest = lang;
  translator.addBundle(lang, Object.assign({}, ...Object.values(units)));
  setLanguage(lang);
}

/** Loads a language's units other than those it started with (`startLanguage`). */
export async function completeLanguage(lang: string, have: readonly string[]) {
  try {
    translator.addBundle(lang, await loadDictionary(lang, have));
  } catch (err) {
    console.warn('dictionary not loaded', lang, err);
  }
}

function setLanguage(lang: string) {
  translator.setLanguage(translator.hasBundle(lang) ? lang : FALLBACK_LANGUAGE);
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}
