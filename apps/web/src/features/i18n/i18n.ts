import { FALLBACK_LANGUAGE, isRtl } from '@fairline/shared/lookups/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDictionary } from './dictionary-loader';

const loaded = new Set<string>();

/** i18next with dictionaries from the server; English fills any key a language lacks. */
export async function initI18n(lang: string) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(lang);
}

/** Loads the language (and the fallback) if needed, switches, and flips the page direction. */
export async function changeLanguage(lang: string) {
  const wanted = [lang, FALLBACK_LANGUAGE].filter((l, i, all) => all.indexOf(l) === i && !loaded.has(l));
  await Promise.all(
    wanted.map(async (l) => {
      try {
        i18next.addResourceBundle(l, 'translation', await loadDictionary(l), true, true);
        loaded.add(l);
      } catch (err) {
        console.warn('dictionary not loaded', l, err);
      }
    }),
  );
  const usable = loaded.has(lang) ? lang : FALLBACK_LANGUAGE;
  await i18next.changeLanguage(usable);
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

export { i18next };
