import { getSport } from '@fairline/shared/lookups/sports';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { liveTopics } from '../../../lib/ws';
import { useSite } from '../../config';
import {
  expressDayQuery,
  type Feed,
  type Game,
  gamesQuery,
  topChampsQuery,
  topGamesQuery,
  useFeedContext,
} from '../../feed';
import { ScoreAnnouncer } from '../live/live-notices';
import { useLiveUpdates } from '../live/use-live-updates';
import { CYBER_SPORT_IDS } from '../shared/cyber';
import { feedPath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import { ExpressDayCard } from './express-day-card';
import { GameCard } from './game-card';
import styles from './sportsbook-home.module.css';

export type HomeVariant = 'home' | 'cyber';

/** The feeds' top games in the order the brand puts them (betting.isLiveDashboardFirst): live first, or line. */
export function homeFeedOrder(isLiveDashboardFirst: boolean): [Feed, Feed] {
  return isLiveDashboardFirst ? ['live', 'line'] : ['line', 'live'];
}

const CARDS = 6;

/** Top games of a feed; when the feed has no top list, its first games stand in. */
function useTopGames(feed: Feed, variant: HomeVariant) {
  const ctx = useFeedContext();
  const sports = variant === 'cyber' ? CYBER_SPORT_IDS : undefined;
  const top = useQuery(topGamesQuery(feed, ctx));
  const inVariant = (g: Game) => !sports || sports.includes(g.SI);
  const topGames = (top.data ?? []).filter(inVariant);
  const fallback = useQuery({
    ...gamesQuery(feed, ctx, { sports, count: CARDS }),
    enabled: top.isError || (top.isSuccess && topGames.length === 0),
  });
  const games = (topGames.length > 0 ? topGames : (fallback.data ?? [])).slice(0, CARDS);
  return { games, pending: top.isPending || (fallback.isFetching && games.length === 0) };
}

function GamesSection({ feed, variant }: { feed: Feed; variant: HomeVariant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const live = feed === 'live';
  const { games, pending } = useTopGames(feed, variant);
  useLiveUpdates(live ? games.map((g) => liveTopics.game(g.I)) : []);
  if (!pending && games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`top-${feed}`}>
      <div className={styles.sectionHead}>
        <h2 id={`top-${feed}`} className={styles.sectionTitle}>
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

/** The betting home page: top live and line games, top championships and the express of the day. */
export function SportsbookHome({ variant = 'home' }: { variant?: HomeVariant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const champs = useQuery(topChampsQuery('line', ctx));
  const express = useQuery({ ...expressDayQuery(ctx), enabled: variant === 'home' });
  const topChamps = (champs.data ?? []).filter((c) => variant === 'home' || CYBER_SPORT_IDS.includes(c.SI ?? 0));
  const [firstFeed, secondFeed] = homeFeedOrder(useSite().settings.betting.isLiveDashboardFirst);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(variant === 'cyber' ? 'sb.home.cyberTitle' : 'sb.home.title')}</h1>
      <GamesSection feed={firstFeed} variant={variant} />
      {topChamps.length > 0 && (
        <section className={styles.section} aria-labelledby="top-champs">
          <h2 id="top-champs" className={styles.sectionTitle}>
            {t('sb.menu.topChamps')}
          </h2>
          <ul className={styles.chips}>
            {topChamps.slice(0, 12).map((c) => (
              <li key={c.LI}>
                <Link to={feedPath(lang, false, getSport(c.SI ?? 0), c.LI)} className={styles.chip}>
                  <SportIcon sportId={c.SI ?? 0} size={14} />
                  {c.L}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GamesSection feed={secondFeed} variant={variant} />
      {(express.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby="express-day">
          <h2 id="express-day" className={styles.sectionTitle}>
            {t('sb.home.expressDay')}
          </h2>
          <div className={styles.expresses}>
            {express.data?.map((e, i) => (
              <ExpressDayCard key={e.I} express={e} index={i} />
            ))}
          </div>
        </section>
      )}
      <ScoreAnnouncer />
    </div>
  );
}

/** The "home" variant route element. */
export const HomeBettingPage = () => <SportsbookHome variant="home" />;
/** The "cyber" home variant. */
export const CyberHomePage = () => <SportsbookHome variant="cyber" />;
