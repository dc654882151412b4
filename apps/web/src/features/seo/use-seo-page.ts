import { stripLanguage } from '@fairline/shared/routing';
import { type SeoPage, seoPageOf } from '@fairline/shared/routing/seo-page';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The SEO page of the current location (section and ids) and the path it was read from. */
export function useSeoPage(): { page: SeoPage; path: string } {
  const { pathname } = useLocation();
  return useMemo(() => ({ page: seoPageOf(stripLanguage(pathname).rest), path: pathname }), [pathname]);
}
