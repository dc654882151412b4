import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restore waits for the page to grow tall enough (lazy pages, lists filling in). */
const RESTORE_WINDOW_MS = 2000;

/** Where the player was on each history entry, by the entry's key (kept for the tab's life). */
const positions = new Map<string, number>();

/**
 * The scroll position to aim for now: a new page (push or replace) opens at its top, Back and Forward
 * return to where the entry was left, and an entry never seen (a reload) starts at the top.
 */
export function scrollTarget(navigation: 'POP' | 'PUSH' | 'REPLACE', saved: number | undefined): number {
  return navigation === 'POP' ? (saved ?? 0) : 0;
}

/**
 * React Router's ScrollRestoration restores once, at the first render after Back, when a lazily
 * loaded page or a list still filling in may be shorter than the place to return to, or re-lay
 * itself out a moment later, so the player lands elsewhere. This one holds the place while the page
 * changes size, for a short window, and lets go the moment the player scrolls themselves.
 */
export function useScrollMemory() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (hash && navigation !== 'POP') return;
    const target = scrollTarget(navigation, positions.get(key));
    window.scrollTo(0, target);
    if (target === 0) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    };
    // Not stopped once reached: a list that re-lays itself out just after the first paint would
    // otherwise carry the player off the place (the browser's scroll anchoring follows the shift).
    const retry = () => {
      if (!stopped) window.scrollTo(0, target);
    };
    const observer = new ResizeObserver(retry);
    observer.observe(document.body);
    const timer = setTimeout(stop, RESTORE_WINDOW_MS);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [key, hash, navigation]);
}
