import { type RefObject, useLayoutEffect, useState } from 'react';
import { narrowLayoutHint } from '../../../lib/layout-hint';

/**
 * Whether the element is narrower than `maxWidth` px, kept current as it resizes. Before it is
 * measured, the page's hint says (a server-rendered phone page is painted narrow).
 */
export function useNarrow(ref: RefObject<HTMLElement | null>, maxWidth: number): boolean {
  const [narrow, setNarrow] = useState(narrowLayoutHint);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setNarrow(el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().width < maxWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, maxWidth]);
  return narrow;
}
