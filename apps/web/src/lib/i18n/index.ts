import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { useSyncExternalStore } from 'react';
import { createTranslator } from './translator';

/** The app's translator (dictionaries are added by features/i18n). */
export const translator = createTranslator(FALLBACK_LANGUAGE);

/** Translation hook: re-renders when the language or a dictionary changes. */
export function useTranslation() {
  useSyncExternalStore(translator.subscribe, () => translator.version);
  return { t: translator.t, i18n: { language: translator.language } };
}

export { createTranslator, type Translate, type Translator } from './translator';
export { useLang } from './use-lang';
