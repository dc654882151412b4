import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useLang, useTranslation } from '../../../lib/i18n';
import { OddsButton } from '../../coupon';
import { type GameDetails, gameQuery, useFeedContext } from '../../feed';
import { mainColumns, marketGroupKey, outcomeLabel, pickMain } from '../../markets';
import { MatchTracker } from '../../match-tracker';
import { COLUMN_GROUPS } from '../games/column-groups';
import { fullScore, liveMinute } from '../games/live-clock';
import { periodName } from '../games/period-name';
import { gamePath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import styles from './multi-live.module.css';
import { isGameOver } from './selection';

// "Game is not found" comes as an unsuccessful envelope over HTTP 200: the game has left the live feed.
const isGoneFromFeed = (error: unknown) => isApiError(error) && error.statusCode === 200;

interface PanelProps {
  gameId: number;
  onRemove(gameId: number, name: string): void;
  /** The game ended (or was never live): the page drops it with a note. */
  onEnded(gameId: number, name: string | undefined): void;
}

/** One game of multi-live: scoreboard, the main prices, the tracker, a link to the full page. */
export function MultiLivePanel({ gameId, onRemove, onEnded }: PanelProps) {
  const { t } = useTranslation();
  const ctx = useFeedContext();
  const query = useQuery({
    ...gameQuery('live', ctx, gameId),
    retry: (count, error) => !isGoneFromFeed(error) && count < 2,
  });
  const game = query.data;
  const name = game ? `${game.O1} – ${game.O2}` : undefined;
  const ended = (game !== undefined && isGameOver(game)) || isGoneFromFeed(query.error);
  useEffect(() => {
    if (ended) onEnded(gameId, name);
  }, [ended, gameId, name, onEnded]);

  return (
    <article className={styles.panel} aria-label={name ?? t('ml.loading')} data-testid="multi-live-panel">
      {game ? (
        <PanelBody game={game} onRemove={() => onRemove(gameId, name ?? '')} />
      ) : (
        <div className={styles.panelState}>
          <p role={query.isError ? 'alert' : undefined}>{query.isError ? t('sb.error.feed') : t('ml.loading')}</p>
          <button type="button" className={styles.remove} onClick={() => onRemove(gameId, '')}>
            {t('ml.remove')}
          </button>
        </div>
      )}
    </article>
  );
}

function PanelBody({ game, onRemove }: { game: GameDetails; onRemove(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [s1, s2] = fullScore(game.SC);
  const minute = liveMinute(game.SC, game.SI);
  // The game page carries its main outcomes (`E`); its groups stand in when they do not.
  const outcomes = game.E?.length ? game.E : (game.GE ?? []).flatMap((g) => g.E.flat());
  const columns = mainColumns([{ ...game, E: outcomes }]);
  return (
    <>
      <header className={styles.panelHead}>
        <span className={styles.champ}>
          <SportIcon sportId={game.SI} />
          <span dir="auto">{game.L}</span>
        </span>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('ml.removeGame', { game: `${game.O1} – ${game.O2}` })}
          data-testid="multi-live-remove"
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className={styles.scoreboard} data-testid="multi-live-scoreboard">
        <span className={styles.team} dir="auto">
          {game.O1}
        </span>
        <b className={styles.score} dir="ltr" data-testid="multi-live-score">
          {s1}
          <span aria-hidden="true">:</span>
          <span className="visually-hidden"> – </span>
          {s2}
        </b>
        <span className={styles.team} dir="auto">
          {game.O2}
        </span>
        <span className={styles.clock}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{periodName(t, lang, game.SC?.CPS) ?? t('sb.live.inPlay')}</span>
          {minute && <bdi dir="ltr">{minute}</bdi>}
        </span>
      </div>
      <div className={styles.markets}>
        {COLUMN_GROUPS.map((group) => {
          const picked = columns[group].map((type) => pickMain(outcomes, type));
          const first = picked.find(Boolean);
          if (!first) return null;
          return (
            <section key={group} className={styles.market} aria-label={t(marketGroupKey(first.G))}>
              <h3 className={styles.marketName}>{t(marketGroupKey(first.G))}</h3>
              <div className={styles.prices}>
                {columns[group].map((type, i) => (
                  <OddsButton
                    key={type}
                    game={game}
                    outcome={picked[i]}
                    absent="locked"
                    live
                    variant="labelled"
                    label={picked[i] && outcomeLabel(t, picked[i])}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      {game.SC && (
        <Suspense fallback={null}>
          <div className={styles.tracker}>
            <MatchTracker game={game} minute={minute} />
          </div>
        </Suspense>
      )}
      <Link to={gamePath(lang, true, game.I)} className={styles.full}>
        {t('ml.fullGame', { count: game.EC ?? 0 })}
      </Link>
    </>
  );
}
