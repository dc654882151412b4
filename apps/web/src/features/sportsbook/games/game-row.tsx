import { Link } from 'react-router';
import { useLang, useTranslation } from '../../../lib/i18n';
import { OddsButton } from '../../coupon';
import type { Game } from '../../feed';
import { type MainColumns, pickMain } from '../../markets';
import { gamePath } from '../shared/paths';
import styles from './game-row.module.css';
import { formatStart, fullScore, liveMinute } from './live-clock';
import { periodName } from './period-name';

interface GameRowProps {
  game: Game;
  columns: MainColumns;
  live: boolean;
  /** Asian view: handicap and total first, then the result market. */
  asian?: boolean;
}

/** One game in a list: start or live clock, teams (with the score in play), the main prices, more markets. */
export function GameRow({ game, columns, live, asian = false }: GameRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [s1, s2] = fullScore(game.SC);
  const order = asian ? [columns.handicap, columns.total, columns.win] : [columns.win, columns.total, columns.handicap];
  const minute = liveMinute(game.SC, game.SI);
  return (
    <div className={styles.row} data-live={live || undefined}>
      <Link
        to={gamePath(lang, live, game.I)}
        className={styles.info}
        aria-label={
          live
            ? t('sb.live.scoreName', {
                team1: game.O1,
                team2: game.O2,
                s1,
                s2,
                clock: minute ?? periodName(t, lang, game.SC?.CPS) ?? '',
              })
            : t('sb.game.lineName', { team1: game.O1, team2: game.O2, start: formatStart(game.S, lang) })
        }
      >
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveHead}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.period}>{periodName(t, lang, game.SC?.CPS) ?? t('sb.live.inPlay')}</span>
              </span>
              {minute && (
                <span className={styles.clock} dir="ltr">
                  {minute}
                </span>
              )}
            </>
          ) : (
            <time dateTime={game.S ? new Date(game.S * 1000).toISOString() : undefined} dir="ltr">
              {formatStart(game.S, lang)}
            </time>
          )}
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <span className={styles.name} dir="auto">
              {game.O1}
            </span>
            {live && <b className={styles.score}>{s1}</b>}
          </span>
          <span className={styles.team}>
            <span className={styles.name} dir="auto">
              {game.O2}
            </span>
            {live && <b className={styles.score}>{s2}</b>}
          </span>
        </span>
      </Link>
      <div className={styles.markets}>
        {order.map((types) => (
          <div key={types.join()} className={styles.group}>
            {types.map((type) => (
              <OddsButton key={type} game={game} outcome={pickMain(game.E, type)} live={live} asian={asian} />
            ))}
          </div>
        ))}
        <Link
          to={gamePath(lang, live, game.I)}
          className={styles.more}
          aria-label={t('sb.game.moreMarkets', { count: game.EC ?? 0 })}
        >
          +{game.EC ?? 0}
        </Link>
      </div>
    </div>
  );
}
