import { useEffect } from 'react';
import { cx, ToggleIcon } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './favorites.module.css';
import { type GameRef, has, keyOf, type NamedRef, type PendingChange } from './favorites-state';
import { startFavorites, useFavorites } from './favorites-store';

type StarProps =
  | { list: 'games'; item: GameRef; name: string; className?: string }
  | { list: 'champs' | 'teams'; item: NamedRef; name?: string; className?: string };

/** A star that keeps a game, championship or team in the visitor's favourites (a guest's too). */
export function FavoriteStar({ list, item, name, className }: StarProps) {
  const { t } = useTranslation();
  useEffect(startFavorites, []);
  const key = keyOf(list, item);
  const isOn = useFavorites((s) => has(s.lists, list, key));
  const ready = useFavorites((s) => s.owner !== undefined);
  const label = name ?? (item as NamedRef).name;
  return (
    <button
      type="button"
      className={cx(styles.star, isOn && styles.starOn, className)}
      aria-pressed={isOn}
      aria-label={t(isOn ? 'fav.star.remove' : 'fav.star.add', { name: label })}
      title={t(isOn ? 'fav.star.remove' : 'fav.star.add', { name: label })}
      data-testid={`fav-star-${list}-${item.id}`}
      disabled={!ready}
      onClick={(event) => {
        // A star sits inside rows and headings that are links: starring never navigates.
        event.preventDefault();
        event.stopPropagation();
        useFavorites.getState().toggle({ list, item } as Omit<PendingChange, 'action'>);
      }}
    >
      <ToggleIcon shape="star" on={isOn} />
    </button>
  );
}
