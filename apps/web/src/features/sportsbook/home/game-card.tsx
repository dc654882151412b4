import { memo } from 'react';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../../lib/clock';
import { useLang, useTranslation } from '../../../lib/i18n';
import { OddsButton } from '../../coupon';
import type { Game } from '../../feed';
import { mainColumns, outcomeSpec, pickMain } from '../../markets';
import { formatStart, fullScore, liveMinute } from '../games/live-clock';
import { periodName } from '../games/period-name';
import { gamePath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import styles from './sportsbook-home.module.css';

/** A top game as a card: championship, teams (and score), start or clock, the result prices. */
export const GameCard = memo(function GameCard({ game, live }: { game: Game; live: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const zone = useDisplayTimeZone();
  const [s1, s2] = fullScore(game.SC);
  const { win } = mainColumns([game]);
  const outcomes = win.map((type) => pickMain(game.E, type));
  // A withdrawn X of an offered 1X2 keeps its place with a lock, as in the lists.
  const absent = outcomes.some(Boolean) ? 'locked' : 'none';
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <SportIcon sportId={game.SI} size={14} />
        <span className={styles.cardChamp} data-champ="">
          {game.L}
        </span>
        {live ? (
          <span className={styles.cardLive}>
            <span className={styles.dot} aria-hidden="true" />
            {liveMinute(game.SC, game.SI) ?? periodName(t, lang, game.SC?.CPS) ?? t('sb.live.badge')}
          </span>
        ) : (
          <span className={styles.cardTime} dir="ltr">
            {formatStart(game.S, lang, undefined, zone)}
          </span>
        )}
      </div>
      <Link
        to={gamePath(lang, live, game.I)}
        className={live ? styles.cardTeams : `${styles.cardTeams} ${styles.cardTeamsLine}`}
      >
        <span dir="auto">{game.O1}</span>
        {live && <b>{s1}</b>}
        <span dir="auto">{game.O2}</span>
        {live && <b>{s2}</b>}
      </Link>
      <div className={styles.cardOdds} style={{ gridTemplateColumns: `repeat(${win.length}, 1fr)` }}>
        {outcomes.map((outcome, i) => (
          <OddsButton
            key={win[i]}
            game={game}
            outcome={outcome}
            absent={absent}
            live={live}
            variant="labelled"
            label={t(outcomeSpec(win[i] ?? 0).short)}
          />
        ))}
      </div>
    </article>
  );
});
