import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import { useTranslatorVersion } from './translation-state';
import { createTranslator } from './translator';

/** The app's translator (dictionaries are added by features/i18n). */
export const translator = createTranslator(FALLBACK_LANGUAGE);

/**
 * Translation hook: re-renders when the language or a dictionary changes, as a transition, under the
 * app's `TranslationState` (lib/i18n/translation-state.tsx).
 */
export function useTranslation() {
  useTranslatorVersion();
  return { t: translator.t, i18n: { language: translator.language } };
}

export { TranslationState } from './translation-state';
export { createTranslator, type Translate, type Translator } from './translator';
export { useLang } from './use-lang';
