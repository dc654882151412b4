import { getSport } from '@fairline/shared/lookups/sports';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../../lib/clock';
import { useLang, useTranslation } from '../../../lib/i18n';
import { FavoriteStar } from '../../favorites';
import type { GameDetails } from '../../feed';
import { MatchBell } from '../../match-subscriptions';
import { StatisticsLink } from '../../statistics';
import { formatStart, fullScore, liveMinute } from '../games/live-clock';
import { periodName } from '../games/period-name';
import { feedPath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import styles from './game-page.module.css';
import { statRows } from './stats';

/** The game's header: championship, teams, live score and clock (or start time), period scores and statistics. */
export function GameHeader({ game, live }: { game: GameDetails; live: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const zone = useDisplayTimeZone();
  const [s1, s2] = fullScore(game.SC);
  const minute = liveMinute(game.SC, game.SI);
  const stats = statRows(game.SC);
  return (
    <header className={styles.header}>
      {/* The page's one h1, for headings navigation and search engines: the scoreboard shows the teams
          apart, around the score and its controls, so it cannot be the heading without a new look. */}
      <h1 className="visually-hidden" data-testid="game-title">
        {`${game.O1} – ${game.O2}`}
      </h1>
      <div className={styles.favorites}>
        <Link to={feedPath(lang, live, getSport(game.SI), game.LI)} className={styles.champ}>
          <SportIcon sportId={game.SI} />
          {game.L}
        </Link>
        <FavoriteStar list="champs" item={{ id: game.LI, sportId: game.SI, name: game.L ?? '' }} />
        <StatisticsLink sportId={game.SI} gameId={game.CI ?? game.I} />
        {live && (
          <Link
            to={`/${lang}/multi-live?add=${game.I}`}
            className={styles.multiLive}
            aria-label={t('sb.multi.add')}
            title={t('sb.multi.add')}
            data-testid="add-to-multi-live"
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M3 4h8v7H3zM13 4h8v7h-8zM3 13h8v7H3zM17 14v6M14 17h6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </Link>
        )}
      </div>
      <div className={styles.scoreboard}>
        <span className={styles.team} dir="auto">
          {game.O1I !== undefined && (
            <FavoriteStar list="teams" item={{ id: game.O1I, sportId: game.SI, name: game.O1 }} />
          )}
          {game.O1}
        </span>
        <div className={styles.center}>
          <FavoriteStar list="games" item={{ id: game.I, constId: game.CI }} name={`${game.O1} – ${game.O2}`} />
          <MatchBell gameId={game.I} constId={game.CI} name={`${game.O1} – ${game.O2}`} />
          {live ? (
            <>
              <b className={styles.score} dir="ltr" data-testid="live-score">
                {s1}
                <span aria-hidden="true">:</span>
                <span className="visually-hidden"> – </span>
                {s2}
              </b>
              <span className={styles.clock}>
                <span className={styles.dot} aria-hidden="true" />
                <span data-testid="live-period">{periodName(t, lang, game.SC?.CPS) ?? t('sb.live.inPlay')}</span>
                {minute && (
                  <>
                    <span aria-hidden="true">·</span>
                    {/* "45+2'" is a number run: isolated so an Arabic page never reorders it. */}
                    <bdi dir="ltr" data-testid="live-minute">
                      {minute}
                    </bdi>
                  </>
                )}
              </span>
            </>
          ) : (
            <span className={styles.start} dir="ltr" data-testid="game-start">
              {formatStart(game.S, lang, undefined, zone)}
            </span>
          )}
        </div>
        <span className={styles.team} dir="auto">
          {game.O2}
          {game.O2I !== undefined && (
            <FavoriteStar list="teams" item={{ id: game.O2I, sportId: game.SI, name: game.O2 }} />
          )}
        </span>
      </div>
      {(game.SC?.PS?.length ?? 0) > 0 && (
        <ul className={styles.periods} aria-label={t('sb.game.periods')}>
          {game.SC?.PS?.map((p) => (
            <li key={p.Key}>
              <span>{periodName(t, lang, p.Value.NF) ?? p.Key}</span>
              <b dir="ltr" data-testid="period-score">
                {p.Value.S1 ?? 0}:{p.Value.S2 ?? 0}
              </b>
            </li>
          ))}
        </ul>
      )}
      {stats.length > 0 && (
        <section className={styles.stats} aria-label={t('sb.game.stats')}>
          {stats.map(({ item, key, share1 }) => (
            <div key={item.ID} className={styles.stat}>
              <span className={styles.statValue}>{item.S1 ?? 0}</span>
              <span className={styles.statName}>
                {t(key)}
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ inlineSize: `${share1 * 100}%` }} />
                </span>
              </span>
              <span className={styles.statValue}>{item.S2 ?? 0}</span>
            </div>
          ))}
        </section>
      )}
    </header>
  );
}
