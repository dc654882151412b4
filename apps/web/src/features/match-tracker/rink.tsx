// An ice hockey rink (60 × 30 m, IIHF) in our own SVG: side 1 attacks the right net on every page, Arabic
// included. The engine plays hockey goal by goal (ADR 0047): a goal lights the end zone it was scored in
// and the puck goes back to the centre face-off spot.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import { useId } from 'react';
import { cx } from '../../components/ui';
import styles from './match-tracker.module.css';
import type { TrackerState } from './tracker-state';
import venue from './venues.module.css';

const W = 60;
const H = 30;
const CORNER = 8;
const GOAL_LINE = 4;
const BLUE = 22;
const NET = { top: 14.085, height: 1.83, depth: 1.1 };
const DOTS: [number, number][] = [
  [10, 7],
  [10, 23],
  [50, 7],
  [50, 23],
];
const NEUTRAL_DOTS: [number, number][] = [
  [24, 7],
  [24, 23],
  [36, 7],
  [36, 23],
];

function Markings() {
  return (
    <>
      <g className={venue.redLine}>
        <line x1={W / 2} y1={0.5} x2={W / 2} y2={H - 0.5} />
        <line x1={GOAL_LINE} y1={1.9} x2={GOAL_LINE} y2={H - 1.9} />
        <line x1={W - GOAL_LINE} y1={1.9} x2={W - GOAL_LINE} y2={H - 1.9} />
      </g>
      <g className={venue.blueLine}>
        <line x1={BLUE} y1={0.5} x2={BLUE} y2={H - 0.5} />
        <line x1={W - BLUE} y1={0.5} x2={W - BLUE} y2={H - 0.5} />
      </g>
      <g className={venue.redCircle}>
        {DOTS.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={4.5} />
        ))}
      </g>
      <circle className={venue.blueCircle} cx={W / 2} cy={H / 2} r={4.5} />
      <g className={venue.redDot}>
        {[...DOTS, ...NEUTRAL_DOTS].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={0.5} />
        ))}
      </g>
      <circle className={venue.blueDot} cx={W / 2} cy={H / 2} r={0.3} />
      <path className={venue.crease} d={`M${GOAL_LINE} 13.2 A1.8 1.8 0 0 1 ${GOAL_LINE} 16.8 Z`} />
      <path className={venue.crease} d={`M${W - GOAL_LINE} 13.2 A1.8 1.8 0 0 0 ${W - GOAL_LINE} 16.8 Z`} />
      <rect className={venue.net} x={GOAL_LINE - NET.depth} y={NET.top} width={NET.depth} height={NET.height} />
      <rect className={venue.net} x={W - GOAL_LINE} y={NET.top} width={NET.depth} height={NET.height} />
    </>
  );
}

/** The hockey tracker's drawing: the rink, the end zone of the latest goal lit in the scorer's colour, the puck. */
export function Rink({ state, label }: { state: TrackerState; label: string }) {
  const clip = useId();
  const e = state.event;
  const x = (state.ball.x / 100) * W;
  const y = (state.ball.y / 100) * H;
  const goal = state.phase === 'play' && e?.kind === MatchEvent.Goal ? e : undefined;
  return (
    <svg
      className={cx(styles.field, venue.venue)}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="tracker-rink"
    >
      <defs>
        <clipPath id={clip}>
          <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={CORNER} />
        </clipPath>
      </defs>
      <rect className={venue.ice} x={0.5} y={0.5} width={W - 1} height={H - 1} rx={CORNER} />
      <g clipPath={`url(#${clip})`}>
        {goal && (
          <rect
            key={`${goal.team}-${goal.ts}`}
            className={cx(styles.zone, styles.goalFlash, goal.team === 1 ? styles.side1 : styles.side2)}
            x={goal.team === 1 ? W - BLUE : 0}
            width={BLUE}
            height={H}
          />
        )}
        <Markings />
      </g>
      <rect className={venue.boards} x={0.5} y={0.5} width={W - 1} height={H - 1} rx={CORNER} />
      <g className={styles.ball} style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="tracker-ball">
        {e && <circle key={`${e.kind}-${e.team}-${e.ts}`} className={styles.pulse} r={1.6} />}
        <circle className={venue.puck} r={0.8} />
      </g>
    </svg>
  );
}
