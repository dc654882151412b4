import { type RefObject, useEffect } from 'react';
import type { Post } from './use-widget-protocol';

/**
 * Reports the content's height to the host whenever it changes (at least `minHeight`), unless the host
 * fixed the frame's height; and the page's title (its heading) whenever it changes.
 */
export function useWidgetSize(
  root: RefObject<HTMLElement | null>,
  post: Post,
  opts: { minHeight: number; fixedHeight: number | null; fallbackTitle: string },
) {
  const { minHeight, fixedHeight, fallbackTitle } = opts;
  useEffect(() => {
    const element = root.current;
    if (!element || fixedHeight !== null) return;
    let last = -1;
    const report = () => {
      const height = Math.max(minHeight, Math.ceil(element.getBoundingClientRect().height));
      if (height === last) return;
      last = height;
      post('heightChange', { height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [root, post, minHeight, fixedHeight]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let last = '';
    const report = () => {
      const heading = element.querySelector('h1, [data-widget-title]')?.textContent?.trim();
      const title = (heading || fallbackTitle).slice(0, 200);
      if (title === last) return;
      last = title;
      document.title = title;
      post('setDocumentTitle', { title });
    };
    const observer = new MutationObserver(report);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    report();
    return () => observer.disconnect();
  }, [root, post, fallbackTitle]);
}
