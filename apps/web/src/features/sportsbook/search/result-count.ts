import type { Translate } from '../../../lib/i18n';

/**
 * "5 results" / "No results" in the page's language. Plural forms follow the language's own rules
 * (Russian one/few/many, Arabic zero/one/two/few/many/other), each a dictionary key.
 */
export function resultCountText(t: Translate, lang: string, count: number): string {
  if (count === 0) return t('sb.search.noResults');
  const form = new Intl.PluralRules(lang).select(count);
  const key = `sb.search.count.${form}`;
  const text = t(key, { count });
  // A language without its own key for this form falls back to the general one.
  return text === key ? t('sb.search.count.other', { count }) : text;
}
