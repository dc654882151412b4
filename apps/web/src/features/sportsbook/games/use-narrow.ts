import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether the element is narrower than `maxWidth` px, kept current as it resizes. */
export function useNarrow(ref: RefObject<HTMLElement | null>, maxWidth: number): boolean {
  const [narrow, setNarrow] = useState(false);
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
