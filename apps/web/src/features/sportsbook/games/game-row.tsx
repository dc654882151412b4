import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../../lib/clock';
import { useLang, useTranslation } from '../../../lib/i18n';
import { OddsButton } from '../../coupon';
import { FavoriteStar } from '../../favorites';
import type { Game } from '../../feed';
import { type MainColumns, pickMain } from '../../markets';
import { MatchBell } from '../../match-subscriptions';
import { StatisticsLink } from '../../statistics';
import { gamePath } from '../shared/paths';
import { type ColumnGroup, shownColumns } from './column-groups';
import styles from './game-row.module.css';
import { formatStart, fullScore, liveMinute } from './live-clock';
import { periodName } from './period-name';

interface GameRowProps {
  game: Game;
  columns: MainColumns;
  live: boolean;
  /** Asian view: handicap and total first, then the result market. */
  asian?: boolean;
  /** The one price group a phone's list shows (every group when unset). */
  only?: ColumnGroup | undefined;
}

/** One game in a list: start or live clock, teams (with the score in play), the main prices, more markets. */
export function GameRow({ game, columns, live, asian = false, only }: GameRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const zone = useDisplayTimeZone();
  const [s1, s2] = fullScore(game.SC);
  const order = shownColumns(columns, asian, only);
  const minute = liveMinute(game.SC, game.SI);
  return (
    <div className={styles.row} data-live={live || undefined}>
      <FavoriteStar list="games" item={{ id: game.I, constId: game.CI }} name={`${game.O1} – ${game.O2}`} />
      <MatchBell gameId={game.I} constId={game.CI} name={`${game.O1} – ${game.O2}`} place="row" />
      <Link
        to={gamePath(lang, live, game.I)}
        className={styles.info}
        // Named by its words as shown (WCAG 2.5.3): "11/21 15:15 Arsenal – Chelsea", live
        // "1st half 34' Arsenal 1 – Chelsea 0". The spaces between flex items are not drawn.
      >
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveHead}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.period}>{periodName(t, lang, game.SC?.CPS) ?? t('sb.live.inPlay')}</span>
              </span>{' '}
              {minute && (
                <span className={styles.clock} dir="ltr">
                  {minute}
                </span>
              )}
            </>
          ) : (
            <time dateTime={game.S ? new Date(game.S * 1000).toISOString() : undefined} dir="ltr">
              {formatStart(game.S, lang, undefined, zone)}
            </time>
          )}
        </span>{' '}
        <span className={styles.teams}>
          <span className={styles.team}>
            <span className={styles.name} dir="auto">
              {game.O1}
            </span>
            {live && ' '}
            {live && <b className={styles.score}>{s1}</b>}
          </span>
          <span className="visually-hidden"> – </span>
          <span className={styles.team}>
            <span className={styles.name} dir="auto">
              {game.O2}
            </span>
            {live && ' '}
            {live && <b className={styles.score}>{s2}</b>}
          </span>
        </span>
      </Link>
      <div className={styles.markets}>
        {order.map((types) => {
          const outcomes = types.map((type) => pickMain(game.E, type));
          // One outcome of the set offered means the market is: the missing ones are locked, not gone.
          const absent = outcomes.some(Boolean) ? 'locked' : 'none';
          return (
            <div key={types.join()} className={styles.group}>
              {types.map((type, i) => (
                <OddsButton key={type} game={game} outcome={outcomes[i]} absent={absent} live={live} asian={asian} />
              ))}
            </div>
          );
        })}
        <StatisticsLink sportId={game.SI} gameId={game.CI ?? game.I} className={styles.stats} />
        <Link
          to={gamePath(lang, live, game.I)}
          className={styles.more}
          aria-label={t('sb.game.moreMarkets', { count: game.EC ?? 0 })}
        >
          {game.EC ? `+${game.EC}` : <MoreIcon />}
        </Link>
      </div>
    </div>
  );
}

// A game without further markets still opens its page (stats, live score): an arrow, never "+0".
function MoreIcon() {
  return (
    <svg className={styles.moreIcon} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
