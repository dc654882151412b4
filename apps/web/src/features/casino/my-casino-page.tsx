import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, modalStore, Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { usePageTitle } from '../config';
import styles from './casino.module.css';
import { recentQuery } from './casino-api';
import { startCasinoFavorites, useCasinoFavorites } from './casino-favorites';
import { CasinoNav } from './casino-nav';
import { GameList } from './game-list';
import { LobbyState } from './lobby-state';
import { useLobby } from './use-lobby';

/** `/casino/my` (the spec's "my casino"): recently played (players), the starred games and the game history's link. */
export function MyCasinoPage() {
  const { t } = useTranslation();
  useEffect(startCasinoFavorites, []);
  const status = useAccountSession((s) => s.status);
  const recent = useQuery(recentQuery(status === 'user'));
  const ids = useCasinoFavorites((s) => s.ids);
  const { lobby, games, lang } = useLobby();
  usePageTitle(t('casino.nav.my'));
  const byId = new Map(games.map((g) => [g.id, g]));
  const starred = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <section className={styles.page} aria-labelledby="casino-title" data-testid="casino-my">
      <header className={styles.hero}>
        <h1 id="casino-title" className={styles.title}>
          {t('casino.nav.my')}
        </h1>
      </header>
      <CasinoNav lobby={lobby} active={null} />
      <section className={styles.strip} aria-labelledby="my-recent">
        <h2 id="my-recent" className={styles.heading}>
          {t('casino.recent')}
        </h2>
        {status === 'guest' ? (
          <div className={styles.state}>
            <p>{t('casino.my.login')}</p>
            <Button size="s" onClick={() => modalStore.getState().show(LOGIN_MODAL)}>
              {t('casino.game.login')}
            </Button>
          </div>
        ) : !recent.data ? (
          <Skeleton rows={1} rowHeight={200} />
        ) : recent.data.length === 0 ? (
          <LobbyState kind="noRecent" />
        ) : (
          <GameList games={recent.data} testId="casino-my-recent" />
        )}
        {status === 'user' && (
          <Link className={styles.more} to={`/${lang}/office/casino`}>
            {t('casino.history.title')}
          </Link>
        )}
      </section>
      <section className={styles.strip} aria-labelledby="my-favorites">
        <h2 id="my-favorites" className={styles.heading}>
          {t('casino.nav.favorites')}
        </h2>
        {starred.length === 0 ? (
          <LobbyState kind="noFavorites" />
        ) : (
          <GameList games={starred} testId="casino-my-favorites" />
        )}
      </section>
    </section>
  );
}
