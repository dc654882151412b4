import { getSportBySlug, sportName } from '@fairline/shared/lookups/sports';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { cx, Skeleton, useHydrated } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { liveTopics } from '../../../lib/ws';
import { usePageTitle } from '../../config';
import { type Feed, type GamesFilter, gamesQuery, useFeedContext } from '../../feed';
import { useBettingView } from '../asian/use-betting-view';
import { LiveNotices } from '../live/live-notices';
import { useLiveUpdates } from '../live/use-live-updates';
import { useLiveValue } from '../live/use-live-value';
import { BettingSettingsBar } from '../odds/odds-format-switcher';
import { CYBER_SPORT_IDS } from '../shared/cyber';
import { feedPath } from '../shared/paths';
import type { Grouping } from './build-rows';
import styles from './feed-page.module.css';
import { GamesList } from './games-list';

interface FeedPageProps {
  feed: Feed;
  /** The cyber section lists only cyber sports. */
  cyber?: boolean;
}

/** A feed page: all games of the line or live, or of one sport, or one championship. */
export function FeedPage({ feed, cyber = false }: FeedPageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const params = useParams();
  const slug = cyber ? params.cyberSlug : params.sportSlug;
  const sport = slug ? getSportBySlug(slug) : undefined;
  const champId = Number(params.champId) || undefined;
  const live = feed === 'live';
  const [grouping, setGrouping] = useState<Grouping>('champ');
  // On a phone the view settings fold behind one button so the games start high on the screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view] = useBettingView();
  // Server-rendered, the select waits for the page to hydrate: a choice made before would be lost.
  const hydrated = useHydrated();
  const filter: GamesFilter = {
    sports: sport ? [sport.id] : cyber ? CYBER_SPORT_IDS : undefined,
    champs: champId ? [champId] : undefined,
  };
  const query = gamesQuery(feed, ctx, filter);
  const games = useQuery({ ...query, enabled: !slug || sport !== undefined });
  const shownGames = useLiveValue(games.data, JSON.stringify(query.queryKey));
  const sportIds = useMemo(() => [...new Set((games.data ?? []).map((g) => g.SI))], [games.data]);
  useLiveUpdates(champId ? [liveTopics.champ(champId)] : sportIds.map((id) => liveTopics.sport(id, feed)));

  const champName = champId ? games.data?.[0]?.L : undefined;
  const title = champName ?? (sport ? sportName(sport.id, lang) : t(cyber ? 'sb.feed.cyber' : `sb.feed.${feed}`));
  const pathOf = (live: boolean, s?: typeof sport) => feedPath(lang, live, s, undefined, cyber);
  usePageTitle(title);

  return (
    <div className={styles.page}>
      <nav aria-label={t('sb.breadcrumbs')} className={cx(styles.crumbs, !sport && styles.crumbsTop)}>
        {cyber && (
          <>
            <Link to={`/${lang}/cyber`}>{t('sb.feed.cyber')}</Link>
            <span aria-hidden="true">/</span>
          </>
        )}
        <Link to={pathOf(live)}>{t(`sb.feed.${feed}`)}</Link>
        {sport && (
          <>
            <span aria-hidden="true">/</span>
            <Link to={pathOf(live, sport)}>{sportName(sport.id, lang)}</Link>
          </>
        )}
        {champName && (
          <>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{champName}</span>
          </>
        )}
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {live && <span className={styles.liveDot} aria-hidden="true" />}
          <span className={styles.titleText}>{title}</span>
        </h1>
        <div className={styles.feeds}>
          {(['line', 'live'] as const).map((f) => (
            <NavLink
              key={f}
              to={pathOf(f === 'live', sport)}
              className={cx(styles.feedLink, f === feed && styles.feedActive)}
              aria-current={f === feed ? 'page' : undefined}
            >
              {t(`sb.feed.${f}`)}
            </NavLink>
          ))}
          {live && !cyber && (
            <Link
              to={`/${lang}/multi-live`}
              className={cx(styles.feedLink, styles.multiLink)}
              title={t('sb.multi.title')}
              data-testid="multi-live-link"
            >
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M3 4h8v7H3zM13 4h8v7h-8zM3 13h8v7H3zM13 13h8v7h-8z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span className={styles.multiText}>{t('sb.multi.title')}</span>
            </Link>
          )}
        </div>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls="feed-tools"
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="feed-filters-toggle"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('sb.list.filters')}</span>
        </button>
      </header>
      <div id="feed-tools" className={styles.tools} data-open={filtersOpen || undefined}>
        <BettingSettingsBar />
        {!live && (
          <label className={styles.grouping}>
            <span>{t('sb.list.grouping')}</span>
            <select value={grouping} disabled={!hydrated} onChange={(e) => setGrouping(e.target.value as Grouping)}>
              <option value="champ">{t('sb.list.byChamp')}</option>
              <option value="time">{t('sb.list.byTime')}</option>
            </select>
          </label>
        )}
      </div>
      {live && <LiveNotices />}
      {params.sportSlug && !sport ? (
        <p className={styles.empty}>{t('sb.error.noSport')}</p>
      ) : games.isPending ? (
        <Skeleton rows={8} rowHeight={60} gap={1} className={styles.skeleton} />
      ) : games.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('sb.error.feed')}</p>
          <button type="button" className={styles.retry} onClick={() => games.refetch()}>
            {t('sb.retry')}
          </button>
        </div>
      ) : (shownGames ?? games.data).length === 0 ? (
        <p className={styles.empty}>{t(live ? 'sb.empty.live' : 'sb.empty.line')}</p>
      ) : (
        <GamesList
          games={shownGames ?? games.data}
          live={live}
          grouping={live ? 'champ' : grouping}
          asian={view === 1}
          label={title}
        />
      )}
    </div>
  );
}

/** The line feed page (all, a sport, or a championship). */
export const LinePage = () => <FeedPage feed="line" />;
/** The live feed page. */
export const LivePage = () => <FeedPage feed="live" />;
/** The cyber section: line games of cyber sports. */
export const CyberLinePage = () => <FeedPage feed="line" cyber />;
/** The cyber section: live games of cyber sports. */
export const CyberLivePage = () => <FeedPage feed="live" cyber />;
