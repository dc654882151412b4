import type { SiteConfig } from '../features/site/site-api';

/** The language of a path's first segment when the brand offers it, else the brand's default. */
export function languageFromPath(pathname: string, site: Pick<SiteConfig, 'languages' | 'defaultLanguage'>): string {
  const first = pathname.split('/')[1] ?? '';
  return site.languages.includes(first) ? first : site.defaultLanguage;
}
