import { useCallback, useSyncExternalStore } from 'react';
import { type FeedFreshness, feedFreshness, staleSeconds } from './feed-freshness';

const TICK_MS = 1000;

/**
 * Seconds since the live feed last spoke, once that passes `thresholdMs`; null while fresh.
 * Re-checks once a second rather than on every message, so a busy feed causes no re-renders.
 */
export function useFeedStaleness(thresholdMs = 10_000, freshness: FeedFreshness = feedFreshness): number | null {
  const subscribe = useCallback((onTick: () => void) => {
    const timer = setInterval(onTick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const read = () => staleSeconds(freshness.lastMessageAt(), Date.now(), thresholdMs);
  return useSyncExternalStore(subscribe, read, () => null);
}
