import { useEffect } from 'react';
import { cx, ToggleIcon } from '../../components/ui';
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
      <ToggleIcon shape="star" on={isOn} size={18} />
    </button>
  );
}
