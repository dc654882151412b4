import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../config';
import styles from './casino.module.css';
import { CasinoNav } from './casino-nav';
import { GameTile } from './game-tile';
import { JackpotTicker } from './jackpot-ticker';
import { categoryOfPath, filterGames, gamePath } from './lobby-filter';
import { LobbyState } from './lobby-state';
import { RecentStrip } from './recent-strip';
import { useDebounced, useLobby } from './use-lobby';
import { VirtualGrid } from './virtual-grid';

/** How long the search waits after the last key before it filters (the grid is not redrawn per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/** The lobby of a category (`/casino`, `/slots`, `/live-casino`, `/crash-games`): rail, search, provider filter and the grid. */
export function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { lobby, games, providerNames, lang, isError, refetch } = useLobby();
  const category = categoryOfPath(pathname.slice(lang.length + 1), params.get('category'));
  const provider = params.get('provider');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const settled = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const shown = useMemo(
    () => filterGames(games, { category, provider, search: settled }, providerNames),
    [games, category, provider, settled, providerNames],
  );
  const title = t(`casino.category.${category}`);
  usePageTitle(title);

  const setProvider = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('provider', id);
    else next.delete('provider');
    setParams(next, { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby="casino-title" data-testid="casino-lobby">
      <header className={styles.hero}>
        <h1 id="casino-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{t('casino.subtitle')}</p>
      </header>
      {lobby?.enabled && <JackpotTicker variant="lobby" />}
      <CasinoNav lobby={lobby} active={category} />
      {category === 'all' && !provider && !settled && <RecentStrip />}
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className={styles.visuallyHidden}>{t('casino.search.label')}</span>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <input
            type="search"
            value={search}
            placeholder={t('casino.search.placeholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="casino-search"
            enterKeyHint="search"
          />
        </label>
        <label className={styles.providerSelect}>
          <span className={styles.visuallyHidden}>{t('casino.provider.label')}</span>
          <select value={provider ?? ''} onChange={(e) => setProvider(e.target.value)} data-testid="casino-provider">
            <option value="">{t('casino.provider.all')}</option>
            {(lobby?.providers ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.count})
              </option>
            ))}
          </select>
        </label>
      </div>
      {!lobby ? (
        isError ? (
          <LobbyState kind="failed" onRetry={() => void refetch()} />
        ) : (
          <Skeleton rows={3} rowHeight={200} gap={12} />
        )
      ) : !lobby.enabled ? (
        <LobbyState kind="off" />
      ) : shown.length === 0 ? (
        <LobbyState kind="empty" />
      ) : (
        <>
          <p className={styles.count} aria-live="polite" data-testid="casino-count">
            {t('casino.count', { count: shown.length })}
          </p>
          <VirtualGrid<LobbyGame>
            items={shown}
            keyOf={(g) => g.id}
            label={title}
            render={(g, { eager }) => (
              <GameTile
                eager={eager}
                game={g}
                href={gamePath(lang, g, games)}
                providerName={providerNames[g.provider] ?? g.provider}
              />
            )}
          />
        </>
      )}
    </section>
  );
}
