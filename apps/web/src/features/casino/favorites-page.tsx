import { useEffect } from 'react';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../config';
import styles from './casino.module.css';
import { startCasinoFavorites, useCasinoFavorites } from './casino-favorites';
import { CasinoNav } from './casino-nav';
import { GameList } from './game-list';
import { LobbyState } from './lobby-state';
import { useLobby } from './use-lobby';

/** `/casino/favorites`: the games the visitor starred (a guest's kept in the browser), in the order starred. */
export function CasinoFavoritesPage() {
  const { t } = useTranslation();
  useEffect(startCasinoFavorites, []);
  const ids = useCasinoFavorites((s) => s.ids);
  const owner = useCasinoFavorites((s) => s.owner);
  const { lobby, games } = useLobby();
  usePageTitle(t('casino.nav.favorites'));
  const byId = new Map(games.map((g) => [g.id, g]));
  const starred = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <section className={styles.page} aria-labelledby="casino-title" data-testid="casino-favorites">
      <header className={styles.hero}>
        <h1 id="casino-title" className={styles.title}>
          {t('casino.nav.favorites')}
        </h1>
      </header>
      <CasinoNav lobby={lobby} active={null} />
      {!lobby || owner === undefined ? (
        <Skeleton rows={2} rowHeight={200} gap={12} />
      ) : starred.length === 0 ? (
        <LobbyState kind="noFavorites" />
      ) : (
        <GameList games={starred} testId="casino-favorites-list" />
      )}
    </section>
  );
}
