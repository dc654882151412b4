import { FALLBACK_LANGUAGE, isRtl } from '@fairline/shared/lookups/languages';
import { translator } from '../../lib/i18n';
import { loadDictionary } from './dictionary-loader';

/** Loads the language (and the English fallback) if needed, switches, and flips the page direction. */
export async function changeLanguage(lang: string) {
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
  translator.setLanguage(translator.hasBundle(lang) ? lang : FALLBACK_LANGUAGE);
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}
