import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { useSyncExternalStore } from 'react';
import { createTranslator } from './translator';

/** The app's translator (dictionaries are added by features/i18n). */
export const translator = createTranslator(FALLBACK_LANGUAGE);

const readVersion = () => translator.version;

/** Translation hook: re-renders when the language or a dictionary changes. */
export function useTranslation() {
  // The same snapshot on the server, so a server-rendered page hydrates with the texts it was rendered with.
  useSyncExternalStore(translator.subscribe, readVersion, readVersion);
  return { t: translator.t, i18n: { language: translator.language } };
}

export { createTranslator, type Translate, type Translator } from './translator';
export { useLang } from './use-lang';
