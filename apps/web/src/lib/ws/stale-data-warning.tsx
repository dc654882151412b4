import type { ReactNode } from 'react';
import type { FeedFreshness } from './feed-freshness';
import styles from './stale-data-warning.module.css';
import { useFeedStaleness } from './use-feed-staleness';

export interface StaleDataWarningProps {
  /** The sentence to show, e.g. `(s) => t('feed.staleData', { seconds: s })`. */
  format: (seconds: number) => ReactNode;
  thresholdMs?: number;
  freshness?: FeedFreshness;
}

/** "Data is N s old": shown while live updates have stopped, gone when they resume. */
export function StaleDataWarning({ format, thresholdMs, freshness }: StaleDataWarningProps) {
  const seconds = useFeedStaleness(thresholdMs, freshness);
  if (seconds === null) return null;
  return (
    <div role="status" className={styles.warning}>
      {format(seconds)}
    </div>
  );
}
