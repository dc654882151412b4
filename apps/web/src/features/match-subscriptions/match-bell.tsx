import { lazy, Suspense } from 'react';
import { useHydrated } from '../../components/ui';
import { useSite } from '../config';
import type { MatchBellProps } from './bell';
import styles from './match-subscriptions.module.css';

const Bell = lazy(() => import('./bell').then((m) => ({ default: m.Bell })));

/**
 * The bell of a game: its code loads once the page runs in the browser (never in the first screen).
 * Until then an empty box of the bell's size holds its place (server render and hydration included),
 * so the score and the markets below do not move when it appears (ADR 0026).
 */
export function MatchBell(props: MatchBellProps) {
  const hydrated = useHydrated();
  // The brand's `betting.isGameNotifySettingsEnabled` (ADR 0016): off, no bell anywhere.
  const offered = useSite().settings.betting.isGameNotifySettingsEnabled;
  if (!offered) return null;
  const slot = (
    <span className={styles.wrap} data-place={props.place ?? 'page'} aria-hidden="true">
      <span className={styles.slot} />
    </span>
  );
  if (!hydrated) return slot;
  return (
    <Suspense fallback={slot}>
      <Bell {...props} />
    </Suspense>
  );
}
