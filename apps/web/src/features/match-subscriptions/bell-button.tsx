import type { ReactNode } from 'react';
import { cx, ToggleIcon } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './match-subscriptions.module.css';

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

interface BellButtonProps extends Pick<MatchBellProps, 'gameId' | 'name' | 'place'> {
  isOn: boolean;
  /** Whether the chooser it opens is open (absent: the bell opens a dialog of another kind, the login). */
  expanded?: boolean;
  onPress: () => void;
  /** The chooser, beside the button. */
  children?: ReactNode;
}

/** The bell's button: a guest's and a player's look the same; what a press opens differs. */
export function BellButton({
  gameId,
  name,
  place = 'page',
  isOn,
  expanded = false,
  onPress,
  children,
}: BellButtonProps) {
  const { t } = useTranslation();
  const label = t(isOn ? 'subs.bell.on' : 'subs.bell.off', { name });
  return (
    <span className={styles.wrap} data-place={place}>
      <button
        type="button"
        className={cx(styles.bell, isOn && styles.bellOn)}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-label={label}
        title={label}
        data-testid={`match-bell-${gameId}`}
        onClick={(event) => {
          // The bell sits beside links: choosing never navigates.
          event.preventDefault();
          event.stopPropagation();
          onPress();
        }}
      >
        <ToggleIcon shape="bell" on={isOn} />
      </button>
      {children}
    </span>
  );
}
