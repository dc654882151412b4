import { FEED_DEFAULTS } from '@fairline/shared/request/build-params';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import type { ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';
import { useLang, useTranslation } from '../../lib/i18n';
import { liveTopics } from '../../lib/ws';
import { type Feed, feedKeys, type Game, useFeedContext } from '../feed';

type FeedContext = ReturnType<typeof useFeedContext>;

import { FavoriteStar } from './favorite-star';
import { champPath } from './favorites-block';
import styles from './favorites-page.module.css';
import type { NamedRef } from './favorites-state';
import { startFavorites, useFavorites } from './favorites-store';

const ROOT: Record<Feed, string> = { line: '/service-api/LineFeed', live: '/service-api/LiveFeed' };

/**
 * The favourite games of one feed (GetFavoritesZip). Kept under the feed's games key, so the live
 * socket's changes patch these prices and scores like every other list's.
 */
const favoriteGamesQuery = (feed: Feed, ctx: FeedContext, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...feedKeys.games(feed), ctx, 'favorites', ids],
    queryFn: async () =>
      (
        await http.requestOrThrow<ServiceEnvelope<Game[] | null>>({
          url: `${ROOT[feed]}/GetFavoritesZip`,
          params: { ...ctx, games: ids.slice() },
          defaults: FEED_DEFAULTS,
        })
      ).Value ?? [],
    enabled: ids.length > 0,
    // A line game that kicked off moves to the live list: both lists look again now and then.
    refetchInterval: 30_000,
  });

export interface FavoritesPageProps {
  /** The sportsbook's games list (rows with prices and stars), given by the route. */
  GamesList: ComponentType<{ games: readonly Game[]; live: boolean; label?: string }>;
  /** The sportsbook's live subscription: the live favourites' topics while the page is shown. */
  useLiveUpdates: (topics: readonly string[]) => void;
}

/** The favourites page: the games kept, live and line with their prices, and the championships and teams. */
export function FavoritesPage({ GamesList, useLiveUpdates }: FavoritesPageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  useEffect(startFavorites, []);
  const owner = useFavorites((s) => s.owner);
  const lists = useFavorites((s) => s.lists);
  const ids = [...new Set(lists.games.map((g) => g.id))].sort((a, b) => a - b);
  const live = useQuery(favoriteGamesQuery('live', ctx, ids));
  const line = useQuery(favoriteGamesQuery('line', ctx, ids));
  // Only the games still starred: the answer of the previous list may hold one just unstarred.
  const kept = new Set(lists.games.map((g) => g.constId));
  const liveGames = (live.data ?? []).filter((g) => kept.has(g.CI));
  const lineGames = (line.data ?? []).filter((g) => kept.has(g.CI));
  useLiveUpdates(liveGames.map((g) => liveTopics.game(g.I)));
  const loading = owner === undefined || (ids.length > 0 && (live.isPending || line.isPending));

  return (
    <section className={styles.page} aria-labelledby="favorites-title" data-testid="favorites-page">
      <h1 id="favorites-title" className={styles.title}>
        {t('fav.title')}
      </h1>
      {loading ? (
        <Skeleton rows={6} rowHeight={56} />
      ) : liveGames.length + lineGames.length === 0 ? (
        <p className={styles.note}>{t('fav.empty')}</p>
      ) : (
        <>
          {liveGames.length > 0 && (
            <section aria-labelledby="favorites-live" className={styles.section}>
              <h2 id="favorites-live" className={styles.heading}>
                {t('fav.live')}
              </h2>
              <GamesList games={liveGames} live label={t('fav.live')} />
            </section>
          )}
          {lineGames.length > 0 && (
            <section aria-labelledby="favorites-line" className={styles.section}>
              <h2 id="favorites-line" className={styles.heading}>
                {t('fav.line')}
              </h2>
              <GamesList games={lineGames} live={false} label={t('fav.line')} />
            </section>
          )}
        </>
      )}
      <NamedList title={t('fav.champs')} list="champs" items={lists.champs} lang={lang} />
      <NamedList title={t('fav.teams')} list="teams" items={lists.teams} lang={lang} />
    </section>
  );
}

function NamedList(props: { title: string; list: 'champs' | 'teams'; items: NamedRef[]; lang: string }) {
  const { title, list, items, lang } = props;
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.named}>
        {items.map((item) => (
          <li key={item.id} className={styles.namedRow}>
            {list === 'champs' ? (
              <Link to={champPath(lang, item.sportId, item.id)} className={styles.namedName}>
                {item.name}
              </Link>
            ) : (
              <span className={styles.namedName} dir="auto">
                {item.name}
              </span>
            )}
            <FavoriteStar list={list} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
