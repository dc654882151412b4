import { lazy, Suspense } from 'react';
import { modalStore, useHydrated } from '../../components/ui';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { useSite } from '../config';
import { BellButton, type MatchBellProps } from './bell-button';
import styles from './match-subscriptions.module.css';

const PlayerBell = lazy(() => import('./bell').then((m) => ({ default: m.PlayerBell })));

const showLogin = () => modalStore.getState().show(LOGIN_MODAL);

/**
 * The bell of a game. Until the page runs in the browser (server render and hydration included) an
 * empty box of the bell's size holds its place, so the score and the markets below do not move when it
 * appears (ADR 0026). A guest's bell opens the login and asks nothing; a player's code and calls load
 * with the first one shown (a list of 150 rows mounted 300 query observers for guests before).
 */
export function MatchBell(props: MatchBellProps) {
  const hydrated = useHydrated();
  const userId = useAccountSession((s) => s.user?.id);
  // The brand's `betting.isGameNotifySettingsEnabled` (ADR 0016): off, no bell anywhere.
  const offered = useSite().settings.betting.isGameNotifySettingsEnabled;
  if (!offered) return null;
  const slot = (
    <span className={styles.wrap} data-place={props.place ?? 'page'} aria-hidden="true">
      <span className={styles.slot} />
    </span>
  );
  if (!hydrated) return slot;
  if (userId === undefined) return <BellButton {...props} isOn={false} onPress={showLogin} />;
  return (
    <Suspense fallback={slot}>
      <PlayerBell {...props} />
    </Suspense>
  );
}
