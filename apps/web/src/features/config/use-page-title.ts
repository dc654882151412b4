import { useEffect } from 'react';
import { useSite } from './use-site';

// The SEO data's title of the page being shown (features/seo sets it once its page data arrives and
// clears it on navigation); while it is set it is the tab's title, whatever name the page gives.
let seoTitle: string | undefined;

/** Sets (or clears) the SEO title of the current page; a set title shows at once. */
export function setSeoTitle(title: string | undefined): void {
  seoTitle = title;
  if (title) document.title = title;
}

/**
 * Names the browser tab "Page — Brand" while a page is shown (the translated page name, as top
 * betting sites do, so tabs and history entries say where they lead); the brand alone while the
 * page's name is still loading and after the page is left. The page's SEO title wins once known.
 */
export function usePageTitle(title: string | undefined): void {
  const { brandName } = useSite();
  useEffect(() => {
    document.title = seoTitle ?? (title ? `${title} — ${brandName}` : brandName);
    return () => {
      document.title = seoTitle ?? brandName;
    };
  }, [title, brandName]);
}
