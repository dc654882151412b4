// A basketball court (94 × 50 ft) in our own SVG: side 1 attacks the right basket on every page.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import { cx } from '../../components/ui';
import styles from './match-tracker.module.css';
import type { TrackerState } from './tracker-state';

const W = 94;
const H = 50;
const HOOP = 5.25;

function Lines() {
  return (
    <g className={styles.lines}>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} />
      <line x1={W / 2} y1={0.5} x2={W / 2} y2={H - 0.5} />
      <circle cx={W / 2} cy={H / 2} r={6} />
      <rect x={0.5} y={17} width={18.5} height={16} />
      <rect x={W - 19} y={17} width={18.5} height={16} />
      <circle cx={19} cy={H / 2} r={6} />
      <circle cx={W - 19} cy={H / 2} r={6} />
      <path d="M0.5 3 H14 A23.75 23.75 0 0 1 14 47 H0.5" />
      <path d={`M${W - 0.5} 3 H80 A23.75 23.75 0 0 0 80 47 H${W - 0.5}`} />
    </g>
  );
}

/** The basketball tracker's drawing: the half the side with the ball attacks, the ball and the last basket's points. */
export function Court({ state, label }: { state: TrackerState; label: string }) {
  const x = (state.ball.x / 100) * W;
  const y = (state.ball.y / 100) * H;
  const e = state.event;
  const attacking = state.possession;
  return (
    <svg className={styles.field} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="tracker-court">
      <rect className={styles.floor} width={W} height={H} />
      {attacking !== 0 && (
        <rect
          className={cx(styles.zone, attacking === 1 ? styles.side1 : styles.side2)}
          x={attacking === 1 ? W / 2 : 0}
          width={W / 2}
          height={H}
        />
      )}
      <Lines />
      <circle className={styles.hoop} cx={HOOP} cy={H / 2} r={0.9} />
      <circle className={styles.hoop} cx={W - HOOP} cy={H / 2} r={0.9} />
      <g className={styles.ball} style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="tracker-ball">
        {e && <circle key={`${e.kind}-${e.team}-${e.ts}`} className={styles.pulse} r={2.4} />}
        <circle className={styles.basketball} r={1.5} />
        {e?.kind === MatchEvent.Basket && e.points !== undefined && (
          <text className={styles.points} x={e.team === 1 ? -4 : 4} y={-3} textAnchor="middle">
            +{e.points}
          </text>
        )}
      </g>
    </svg>
  );
}
