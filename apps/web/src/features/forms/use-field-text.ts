import { useTranslation } from 'react-i18next';

export type TextParams = Record<string, string | number>;

/** Translates a server text that may be a dictionary key or a ready text; a missing key shows as written. */
export function useFieldText() {
  const { t } = useTranslation();
  return (text: string | undefined, params?: TextParams): string => {
    if (text === undefined || text === '') return '';
    // Ready texts may hold ':' or '.', which must not be read as namespace or nesting separators.
    return t(text, { ...params, defaultValue: text, nsSeparator: false });
  };
}
