import { getSport } from '@fairline/shared/lookups/sports';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { FavoriteStar } from './favorite-star';
import styles from './favorites.module.css';
import { startFavorites, useFavorites } from './favorites-store';

/** The championship page a favourite leads to (the line list of its sport and championship). */
export const champPath = (lang: string, sportId: number, champId: number) => {
  const slug = getSport(sportId)?.slug;
  return slug ? `/${lang}/line/${slug}/${champId}` : `/${lang}/line`;
};

/** The sports menu's favourites: a link to the page with the number of games, the championships kept. */
export function FavoritesBlock({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  useEffect(startFavorites, []);
  const lists = useFavorites((s) => s.lists);
  return (
    <section className={styles.block} aria-label={t('fav.title')} data-testid="favorites-block">
      <h3 className={styles.blockTitle}>{t('fav.title')}</h3>
      <ul className={styles.list}>
        <li>
          <Link to={`/${lang}/favorites`} className={styles.link} onClick={onNavigate}>
            <span className={styles.name}>{t('fav.games')}</span>
            <span className={styles.count}>{lists.games.length}</span>
          </Link>
        </li>
        {lists.champs.map((champ) => (
          <li key={champ.id} className={styles.row}>
            <Link to={champPath(lang, champ.sportId, champ.id)} className={styles.link} onClick={onNavigate}>
              <span className={styles.name}>{champ.name}</span>
            </Link>
            <FavoriteStar list="champs" item={champ} />
          </li>
        ))}
      </ul>
    </section>
  );
}
