// A handball court (40 × 20 m) in our own SVG: side 1 attacks the right goal on every page. The engine
// plays handball goal by goal (ADR 0047): a goal lights the goal area it was scored in, and the ball goes
// to the centre for the other side's throw-off.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import { cx } from '../../components/ui';
import styles from './match-tracker.module.css';
import type { TrackerState } from './tracker-state';
import venue from './venues.module.css';

const W = 40;
const H = 20;
/** Goalposts 3 m apart, in the middle of the goal line. */
const POST = { top: 8.5, bottom: 11.5 };

/** The goal area (6 m) or the free-throw line (9 m) around the left goal: quarter circles about the posts. */
const arcLeft = (r: number) => {
  const edge = Math.sqrt(Math.max(0, r * r - POST.top * POST.top));
  const [y0, y1] = r > POST.top ? [0, H] : [POST.top - r, POST.bottom + r];
  const x0 = r > POST.top ? edge : 0;
  return `M${x0} ${y0} A${r} ${r} 0 0 1 ${r} ${POST.top} L${r} ${POST.bottom} A${r} ${r} 0 0 1 ${x0} ${y1}`;
};
/** The same, around the right goal. */
const arcRight = (r: number) => {
  const edge = Math.sqrt(Math.max(0, r * r - POST.top * POST.top));
  const [y0, y1] = r > POST.top ? [0, H] : [POST.top - r, POST.bottom + r];
  const x0 = W - (r > POST.top ? edge : 0);
  return `M${x0} ${y0} A${r} ${r} 0 0 0 ${W - r} ${POST.top} L${W - r} ${POST.bottom} A${r} ${r} 0 0 0 ${x0} ${y1}`;
};

function Lines() {
  return (
    <g className={cx(styles.lines, venue.fine)}>
      <rect x={0.25} y={0.25} width={W - 0.5} height={H - 0.5} />
      <line x1={W / 2} y1={0.25} x2={W / 2} y2={H - 0.25} />
      <circle cx={W / 2} cy={H / 2} r={2} />
      <path className={venue.dashed} d={arcLeft(9)} />
      <path className={venue.dashed} d={arcRight(9)} />
      <line x1={7} y1={9.5} x2={7} y2={10.5} />
      <line x1={W - 7} y1={9.5} x2={W - 7} y2={10.5} />
      <line x1={4} y1={9.85} x2={4} y2={10.15} />
      <line x1={W - 4} y1={9.85} x2={W - 4} y2={10.15} />
    </g>
  );
}

/** The handball tracker's drawing: the court, the goal area of the latest goal lit, the ball. */
export function HandballCourt({ state, label }: { state: TrackerState; label: string }) {
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
      data-testid="tracker-handball"
    >
      <rect className={venue.handballFloor} width={W} height={H} />
      <path className={venue.goalArea} d={`${arcLeft(6)} Z`} />
      <path className={venue.goalArea} d={`${arcRight(6)} Z`} />
      {goal && (
        <path
          key={`${goal.team}-${goal.ts}`}
          className={cx(
            styles.zone,
            styles.zoneStrong,
            styles.goalFlash,
            goal.team === 1 ? styles.side1 : styles.side2,
          )}
          d={`${goal.team === 1 ? arcRight(6) : arcLeft(6)} Z`}
        />
      )}
      <Lines />
      <g className={cx(styles.lines, venue.fine)}>
        <path d={arcLeft(6)} />
        <path d={arcRight(6)} />
      </g>
      <rect className={styles.goal} x={0} y={POST.top} width={0.6} height={POST.bottom - POST.top} />
      <rect className={styles.goal} x={W - 0.6} y={POST.top} width={0.6} height={POST.bottom - POST.top} />
      <g className={styles.ball} style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="tracker-ball">
        {e && <circle key={`${e.kind}-${e.team}-${e.ts}`} className={styles.pulse} r={1.8} />}
        <circle className={venue.handball} r={0.7} />
      </g>
    </svg>
  );
}
