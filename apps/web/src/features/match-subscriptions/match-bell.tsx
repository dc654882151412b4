import { lazy, Suspense } from 'react';
import { useHydrated } from '../../components/ui';
import { useSite } from '../config';
import type { MatchBellProps } from './bell';

const Bell = lazy(() => import('./bell').then((m) => ({ default: m.Bell })));

/** The bell of a game: its code loads once the page runs in the browser (never in the first screen). */
export function MatchBell(props: MatchBellProps) {
  const hydrated = useHydrated();
  // The brand's `betting.isGameNotifySettingsEnabled` (ADR 0016): off, no bell anywhere.
  const offered = useSite().settings.betting.isGameNotifySettingsEnabled;
  if (!hydrated || !offered) return null;
  return (
    <Suspense fallback={null}>
      <Bell {...props} />
    </Suspense>
  );
}
