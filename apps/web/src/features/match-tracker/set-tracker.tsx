// The tracker of a set sport (ADR 0047): sets score, the court or table with the server, a caption of the
// last point, game or set won, and a scoreboard of sets, games and points.
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import { cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './match-tracker.module.css';
import { advantageOf, isDeuce, type RallyState, tennisCalls } from './rally-state';
import { SetVenue } from './set-venues';
import type { SetSport, Side, TrackerPhase } from './tracker-state';
import venue from './venues.module.css';

export interface SetTrackerProps {
  game: FeedGamePage;
  sport: SetSport;
  rally: RallyState;
  phase: TrackerPhase;
}

export function SetTracker({ game, sport, rally, phase }: SetTrackerProps) {
  const { t } = useTranslation();
  const teamOf = (side: Side) => (side === 1 ? game.O1 : game.O2) ?? '';
  /** A name inside a sentence, isolated so a Latin name keeps its full stop in an Arabic caption. */
  const named = (side: Side) => `\u2068${teamOf(side)}\u2069`;
  const isTennis = sport === 'tennis';
  const calls = isTennis ? tennisCalls(rally.points, rally.isTiebreak) : undefined;
  const won = rally.won;
  const wonText = (w: NonNullable<RallyState['won']>) => {
    const team = named(w.side);
    // Table tennis calls its sets games.
    if (w.what === 'set' && sport !== 'tableTennis') return t('tracker.won.set', { team });
    if (w.what !== 'point') return t('tracker.won.game', { team });
    return t('tracker.won.point', { team });
  };
  const advantage = isTennis ? advantageOf(rally) : undefined;
  const call = rally.isTiebreak
    ? t('tracker.tiebreak')
    : isDeuce(rally)
      ? t('tracker.deuce')
      : advantage
        ? t('tracker.advantage', { team: named(advantage) })
        : '';
  const serving = rally.server !== 0 ? t('tracker.serves', { team: named(rally.server) }) : '';
  const caption =
    phase === 'over'
      ? t('tracker.over')
      : phase === 'break'
        ? t('tracker.break')
        : won
          ? wonText(won)
          : serving || t('tracker.waiting');
  const place = {
    tennis: t('tracker.tennisCourt'),
    tableTennis: t('tracker.table'),
    volleyball: t('tracker.volleyballCourt'),
  }[sport];
  const label = [place, caption, serving !== caption && serving, call].filter(Boolean).join('. ');
  const setName =
    sport === 'tableTennis' ? t('tracker.gameNumber', { n: rally.set }) : t('tracker.setNumber', { n: rally.set });
  return (
    <section
      className={styles.tracker}
      aria-label={t('tracker.region', { home: game.O1, away: game.O2 })}
      data-testid="match-tracker"
      data-server={rally.server}
      data-points={rally.points.join(':')}
    >
      <div className={styles.bar} dir="ltr">
        <span className={cx(styles.teamName, styles.side1)} dir="auto">
          {game.O1}
        </span>
        <span className={styles.scoreBox}>
          <b dir="ltr" data-testid="tracker-score">
            {rally.sets[0]}:{rally.sets[1]}
          </b>
          {rally.set > 0 && <span className={styles.minute}>{setName}</span>}
        </span>
        <span className={cx(styles.teamName, styles.side2)} dir="auto">
          {game.O2}
        </span>
      </div>
      <SetVenue sport={sport} rally={rally} label={label} />
      <p className={styles.caption} aria-live="polite" data-testid="tracker-caption">
        <span className={styles.captionEvent}>{caption}</span>
        {call && <span className={cx(styles.chip, venue.callChip)}>{call}</span>}
        {serving && serving !== caption && <span className={styles.possession}>{serving}</span>}
      </p>
      <table className={venue.board} data-testid="tracker-board">
        <thead>
          <tr>
            <th scope="col">{sport === 'volleyball' ? t('tracker.board.team') : t('tracker.board.player')}</th>
            <th scope="col">{sport === 'tableTennis' ? t('tracker.board.tableGames') : t('tracker.board.sets')}</th>
            <th scope="col">{isTennis ? t('tracker.board.games') : t('tracker.board.points')}</th>
            {calls && <th scope="col">{t('tracker.board.points')}</th>}
          </tr>
        </thead>
        <tbody>
          {([1, 2] as const).map((side) => (
            <tr key={side}>
              <th scope="row">
                <span className={venue.boardName}>
                  <span className={cx(venue.serve, rally.server !== side && venue.noServe)} aria-hidden="true" />
                  {rally.server === side && <span className="visually-hidden">{t('tracker.serving')}</span>}
                  <span dir="auto">{teamOf(side)}</span>
                </span>
              </th>
              <td>{rally.sets[side - 1]}</td>
              <td>{rally.units[side - 1]}</td>
              {calls && <td className={venue.call}>{calls[side - 1]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
