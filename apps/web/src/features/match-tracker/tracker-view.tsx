// The tracker: score and clock, the pitch, court or rink, a caption of the latest event and the last few;
// set sports get their court or table with the serve and a scoreboard instead (set-tracker.tsx).
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import { type ReactNode, useEffect, useState } from 'react';
import { cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { Court } from './court';
import { HandballCourt } from './handball-court';
import styles from './match-tracker.module.css';
import { Pitch } from './pitch';
import { Rink } from './rink';
import { SetTracker } from './set-tracker';
import {
  initialTracker,
  isSetSport,
  type Side,
  type TrackerEvent,
  type TrackerSport,
  type TrackerState,
  trackerStep,
} from './tracker-state';

type PlaySport = Exclude<TrackerSport, 'tennis' | 'tableTennis' | 'volleyball'>;
type Drawing = (props: { state: TrackerState; label: string }) => ReactNode;
const DRAWINGS: Record<PlaySport, Drawing> = {
  football: Pitch,
  basketball: Court,
  hockey: Rink,
  handball: HandballCourt,
};

const sideClass = (side: Side) => (side === 1 ? styles.side1 : styles.side2);

/** "12'" for an event at clock second 660–719. */
export const eventMinute = (ts: number) => `${Math.floor(ts / 60) + 1}'`;

export interface TrackerViewProps {
  game: FeedGamePage;
  sport: TrackerSport;
  /** The scoreboard's minute ("67'", "45+2'"), when the game's clock runs. */
  minute?: string;
}

/** Follows the game's score block (patched by the page's one live stream) through the tracker reducer. */
export function TrackerView({ game, sport, minute }: TrackerViewProps) {
  const sc = game.SC;
  const [state, setState] = useState(() => trackerStep(initialTracker(sport), sc));
  useEffect(() => setState((s) => trackerStep(s, sc)), [sc]);
  if (isSetSport(sport)) {
    return state.rally ? <SetTracker game={game} sport={sport} rally={state.rally} phase={state.phase} /> : null;
  }
  return <PlayTracker game={game} sport={sport} minute={minute} state={state} />;
}

/** Sports the engine plays event by event: the latest event on the drawing, captioned, and the last few. */
function PlayTracker({ game, sport, minute, state }: TrackerViewProps & { sport: PlaySport; state: TrackerState }) {
  const { t } = useTranslation();
  const teamOf = (side: Side) => (side === 1 ? game.O1 : game.O2) ?? '';
  const describe = (e: TrackerEvent) =>
    e.points !== undefined ? t('tracker.basket', { points: e.points }) : t(`tracker.event.${e.kind}`);
  const e = state.event;
  const caption =
    state.phase === 'over'
      ? t('tracker.over')
      : state.phase === 'break'
        ? t('tracker.break')
        : e
          ? describe(e)
          : t('tracker.waiting');
  const labels: Record<PlaySport, string> = {
    football: t('tracker.pitch', { event: caption }),
    basketball: t('tracker.court', { event: caption }),
    hockey: t('tracker.rink', { event: caption }),
    handball: t('tracker.handballCourt', { event: caption }),
  };
  const Drawing = DRAWINGS[sport];
  return (
    <section
      className={styles.tracker}
      aria-label={t('tracker.region', { home: game.O1, away: game.O2 })}
      data-testid="match-tracker"
      data-event={e ? `${e.kind}:${e.team}:${e.ts}` : ''}
      data-possession={state.possession}
    >
      {/* Laid out like the drawing, left to right on every page: side 1 defends the left goal. */}
      <div className={styles.bar} dir="ltr">
        <span className={cx(styles.teamName, styles.side1)} dir="auto">
          {game.O1}
        </span>
        <span className={styles.scoreBox}>
          <b dir="ltr" data-testid="tracker-score">
            {state.score[0]}:{state.score[1]}
          </b>
          {minute && (
            <bdi dir="ltr" className={styles.minute} data-testid="tracker-minute">
              {minute}
            </bdi>
          )}
        </span>
        <span className={cx(styles.teamName, styles.side2)} dir="auto">
          {game.O2}
        </span>
      </div>
      <Drawing state={state} label={labels[sport]} />
      <p className={styles.caption} aria-live="polite" data-testid="tracker-caption">
        <span className={styles.captionEvent}>{caption}</span>
        {e && state.phase === 'play' && (
          <span className={cx(styles.chip, sideClass(e.team))} dir="auto">
            {teamOf(e.team)}
          </span>
        )}
        {state.possession !== 0 && state.possession !== e?.team && (
          <span className={styles.possession}>{t('tracker.possession', { team: teamOf(state.possession) })}</span>
        )}
      </p>
      {state.recent.length > 0 && (
        <ol className={styles.recent} aria-label={t('tracker.recent')}>
          {state.recent.map((r) => (
            <li key={`${r.kind}-${r.team}-${r.ts}`}>
              <bdi dir="ltr" className={styles.minute}>
                {eventMinute(r.ts)}
              </bdi>
              <span className={cx(styles.dot, sideClass(r.team))} aria-hidden="true" />
              <span>{describe(r)}</span>
              <span className={styles.muted} dir="auto">
                {teamOf(r.team)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
