import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { liveTopics } from '../../../lib/ws';
import { type Feed, type Game, gamesQuery, topGamesQuery, useFeedContext } from '../../feed';
import { useLiveUpdates } from '../live/use-live-updates';
import { useLiveValue } from '../live/use-live-value';
import { CYBER_SPORT_IDS } from '../shared/cyber';
import { feedPath } from '../shared/paths';
import { GameCard } from './game-card';
import styles from './sportsbook-home.module.css';

export type HomeVariant = 'home' | 'cyber';

const CARDS = 6;

/**
 * Top games of a feed as the server ranks them (its popularity model); the cyber pages ask for the
 * cyber sports' own top. When the top list is empty, the feed's first games stand in.
 */
function useTopGames(feed: Feed, variant: HomeVariant) {
  const ctx = useFeedContext();
  const sports = variant === 'cyber' ? CYBER_SPORT_IDS : undefined;
  const topQuery = topGamesQuery(feed, ctx, sports);
  const top = useQuery(topQuery);
  const topData = useLiveValue(top.data, JSON.stringify(topQuery.queryKey));
  const inVariant = (g: Game) => !sports || sports.includes(g.SI);
  const topGames = (topData ?? []).filter(inVariant);
  const fallback = useQuery({
    ...gamesQuery(feed, ctx, { sports, count: CARDS }),
    enabled: top.isError || (top.isSuccess && topGames.length === 0),
  });
  const games = (topGames.length > 0 ? topGames : (fallback.data ?? [])).slice(0, CARDS);
  return { games, pending: top.isPending || (fallback.isFetching && games.length === 0) };
}

/** "Top live" or "Top matches": cards with the result prices, live ones kept current over the socket. */
export function TopGamesSection({ feed, variant }: { feed: Feed; variant: HomeVariant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const live = feed === 'live';
  const { games, pending } = useTopGames(feed, variant);
  useLiveUpdates(live ? games.map((g) => liveTopics.game(g.I)) : []);
  if (!pending && games.length === 0) return null;
  const id = `top-${variant}-${feed}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {live && <span className={styles.dot} aria-hidden="true" />}
          {t(`sb.home.top.${feed}`)}
        </h2>
        <Link to={variant === 'cyber' ? `/${lang}/cyber/${feed}` : feedPath(lang, live)} className={styles.all}>
          {t('sb.home.all')}
        </Link>
      </div>
      {pending ? (
        <Skeleton rows={2} rowHeight={150} gap={12} />
      ) : (
        <div className={styles.cards}>
          {games.map((game) => (
            <GameCard key={game.I} game={game} live={live} />
          ))}
        </div>
      )}
    </section>
  );
}
