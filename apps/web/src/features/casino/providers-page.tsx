import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../config';
import styles from './casino.module.css';
import { CasinoNav } from './casino-nav';
import { hueOf } from './game-tile';
import { LobbyState } from './lobby-state';
import cards from './providers.module.css';
import { useLobby } from './use-lobby';

/** `/casino/providers`: every provider the brand offers here with its number of games; each opens the lobby filtered by it. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const { lobby, lang, isError, refetch } = useLobby();
  usePageTitle(t('casino.nav.providers'));
  return (
    <section className={styles.page} aria-labelledby="casino-title" data-testid="casino-providers">
      <header className={styles.hero}>
        <h1 id="casino-title" className={styles.title}>
          {t('casino.nav.providers')}
        </h1>
      </header>
      <CasinoNav lobby={lobby} active={null} />
      {!lobby ? (
        isError ? (
          <LobbyState kind="failed" onRetry={() => void refetch()} />
        ) : (
          <Skeleton rows={2} rowHeight={96} />
        )
      ) : lobby.providers.length === 0 ? (
        <LobbyState kind="off" />
      ) : (
        <ul className={cards.providers}>
          {lobby.providers.map((p) => (
            <li key={p.id}>
              <Link
                to={`/${lang}/casino?provider=${encodeURIComponent(p.id)}`}
                className={cards.providerCard}
                style={{ '--tile-hue': hueOf(p.id) } as React.CSSProperties}
              >
                <span className={cards.providerMark} aria-hidden="true">
                  {p.name.slice(0, 1)}
                </span>
                <span className={cards.providerName}>{p.name}</span>
                <span className={cards.providerCount}>{t('casino.count', { count: p.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
