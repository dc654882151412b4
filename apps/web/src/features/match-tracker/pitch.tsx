// A football pitch (105 × 68 m) in our own SVG: side 1 attacks to the right on every page, Arabic
// included (the drawing is a picture, not text: only the captions around it follow the language).
import { MatchEvent } from '@fairline/shared/enums/match-event';
import { cx } from '../../components/ui';
import styles from './match-tracker.module.css';
import type { TrackerState } from './tracker-state';

const W = 105;
const H = 68;
const BOX = { depth: 16.5, top: 13.84, height: 40.32 };
const SIX = { depth: 5.5, top: 24.84, height: 18.32 };
const GOAL = { top: 30.34, height: 7.32 };

/** Where the latest event happened, shaded in its side's colour: the attacked third, the box, the goal mouth. */
function Zone({ state }: { state: TrackerState }) {
  const e = state.event;
  if (!e || state.possession === 0) return null;
  const right = e.team === 1;
  const side = right ? styles.side1 : styles.side2;
  if (e.kind === MatchEvent.Attack) {
    return <rect className={cx(styles.zone, side)} x={right ? W - 35 : 0} y={0} width={35} height={H} />;
  }
  if (e.kind === MatchEvent.Goal) {
    return (
      <rect
        className={cx(styles.zone, styles.goalFlash, side)}
        x={right ? W - BOX.depth : 0}
        y={0}
        width={BOX.depth}
        height={H}
      />
    );
  }
  if (e.kind === MatchEvent.YellowCard || e.kind === MatchEvent.RedCard) return null;
  return (
    <rect
      className={cx(styles.zone, styles.zoneStrong, side)}
      x={right ? W - BOX.depth : 0}
      y={BOX.top}
      width={BOX.depth}
      height={BOX.height}
    />
  );
}

function Lines() {
  return (
    <g className={styles.lines}>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} />
      <line x1={W / 2} y1={0.5} x2={W / 2} y2={H - 0.5} />
      <circle cx={W / 2} cy={H / 2} r={9.15} />
      <rect x={0.5} y={BOX.top} width={BOX.depth} height={BOX.height} />
      <rect x={W - 0.5 - BOX.depth} y={BOX.top} width={BOX.depth} height={BOX.height} />
      <rect x={0.5} y={SIX.top} width={SIX.depth} height={SIX.height} />
      <rect x={W - 0.5 - SIX.depth} y={SIX.top} width={SIX.depth} height={SIX.height} />
      <path d={`M17 26.7 A9.15 9.15 0 0 1 17 41.3`} />
      <path d={`M88 26.7 A9.15 9.15 0 0 0 88 41.3`} />
    </g>
  );
}

/** The football tracker's drawing: lines, the shaded zone of the latest event, the ball and a card when shown. */
export function Pitch({ state, label }: { state: TrackerState; label: string }) {
  const x = (state.ball.x / 100) * W;
  const y = (state.ball.y / 100) * H;
  const e = state.event;
  const isCard = state.phase === 'play' && (e?.kind === MatchEvent.YellowCard || e?.kind === MatchEvent.RedCard);
  const card = isCard ? e?.kind : undefined;
  return (
    <svg className={styles.field} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="tracker-pitch">
      <rect className={styles.grass} width={W} height={H} />
      {[0, 2, 4, 6].map((i) => (
        <rect key={i} className={styles.stripe} x={i * 15} width={15} height={H} />
      ))}
      <Zone state={state} />
      <Lines />
      <circle className={styles.spot} cx={W / 2} cy={H / 2} r={0.5} />
      <circle className={styles.spot} cx={11} cy={H / 2} r={0.5} />
      <circle className={styles.spot} cx={W - 11} cy={H / 2} r={0.5} />
      <rect className={styles.goal} x={0} y={GOAL.top} width={1} height={GOAL.height} />
      <rect className={styles.goal} x={W - 1} y={GOAL.top} width={1} height={GOAL.height} />
      <g className={styles.ball} style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="tracker-ball">
        {e && <circle key={`${e.kind}-${e.team}-${e.ts}`} className={styles.pulse} r={2} />}
        <circle className={styles.ballDot} r={1.3} />
        {card && (
          <rect
            className={card === MatchEvent.RedCard ? styles.redCard : styles.yellowCard}
            x={2}
            y={-5}
            width={2.6}
            height={3.6}
            rx={0.3}
          />
        )}
      </g>
    </svg>
  );
}
