import { useTranslation } from '../../../lib/i18n';

export type TextParams = Record<string, string | number>;

/** Translates a server text that may be a dictionary key or a ready text; a missing key shows as written. */
export function useFieldText() {
  const { t } = useTranslation();
  return (text: string | undefined, params?: TextParams): string => (text ? t(text, params) : '');
}
