import { useEffect } from 'react';
import { cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { startCasinoFavorites, useCasinoFavorites } from './casino-favorites';
import styles from './casino-tile.module.css';

/** The star on a game tile: keeps the game in the visitor's casino favourites (a guest's too). */
export function CasinoStar({ id, name, className }: { id: string; name: string; className?: string }) {
  const { t } = useTranslation();
  useEffect(startCasinoFavorites, []);
  const isOn = useCasinoFavorites((s) => s.ids.includes(id));
  const ready = useCasinoFavorites((s) => s.owner !== undefined);
  const label = t(isOn ? 'casino.star.remove' : 'casino.star.add', { name });
  return (
    <button
      type="button"
      className={cx(styles.star, isOn && styles.starOn, className)}
      aria-pressed={isOn}
      aria-label={label}
      title={label}
      data-testid={`casino-star-${id}`}
      disabled={!ready}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        useCasinoFavorites.getState().toggle(id);
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
          fill={isOn ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
