import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cx, modalStore } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { BellChooser } from './bell-chooser';
import styles from './match-subscriptions.module.css';
import { followedGamesQuery, gameSubscriptionQuery } from './subscriptions-api';

export interface MatchBellProps {
  /** The game's line or live id. */
  gameId: number;
  /** Its const id (the same in line and live): how the player's followed games name it. */
  constId?: number;
  /** "Home – Away", for the button's label. */
  name: string;
  /** A list row hides its bell on a narrow phone (the names need the room); the game page always shows it. */
  place?: 'row' | 'page';
}

/** The bell: a player chooses the game's events to be told of; a guest's press opens the login. */
export function Bell({ gameId, constId, name, place = 'page' }: MatchBellProps) {
  const { t } = useTranslation();
  const userId = useAccountSession((s) => s.user?.id);
  const [open, setOpen] = useState(false);
  // This game's events once its chooser read or saved them; else the player's followed games (one call for a list).
  const { data: events } = useQuery({ ...gameSubscriptionQuery(gameId), enabled: false });
  const { data: followed = [] } = useQuery({ ...followedGamesQuery(), enabled: userId !== undefined });
  const isOn =
    userId !== undefined && (events ? events.length > 0 : constId !== undefined && followed.includes(constId));
  const label = t(isOn ? 'subs.bell.on' : 'subs.bell.off', { name });
  return (
    <span className={styles.wrap} data-place={place}>
      <button
        type="button"
        className={cx(styles.bell, isOn && styles.bellOn)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        title={label}
        data-testid={`match-bell-${gameId}`}
        onClick={(event) => {
          // The bell sits beside links: choosing never navigates.
          event.preventDefault();
          event.stopPropagation();
          if (userId === undefined) modalStore.getState().show(LOGIN_MODAL);
          else setOpen((o) => !o);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill={isOn ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open && userId !== undefined && <BellChooser gameId={gameId} name={name} onClose={() => setOpen(false)} />}
    </span>
  );
}
