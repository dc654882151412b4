import { useEffect } from 'react';
import { useSite } from './use-site';

/**
 * Names the browser tab "Page — Brand" while a page is shown (the translated page name, as top
 * betting sites do, so tabs and history entries say where they lead); the brand alone while the
 * page's name is still loading and after the page is left.
 */
export function usePageTitle(title: string | undefined): void {
  const { brandName } = useSite();
  useEffect(() => {
    document.title = title ? `${title} — ${brandName}` : brandName;
    return () => {
      document.title = brandName;
    };
  }, [title, brandName]);
}
