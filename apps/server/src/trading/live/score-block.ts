// The wire `SC` block of a live game.
import type { LiveScore } from '../types';
import { serveAt } from './serve';
import { clockAtEvent, latestEvent } from './situation';
import type { GameState } from './state';
import { statsAt } from './stats';
import type { Timeline } from './timeline';

/** Between periods of a game in play: half time after the middle period of an even count, else a break. */
export function breakKind(tl: Timeline, state: GameState): 0 | 1 | 2 {
  if (!state.inBreak || state.status !== 1 || state.phase !== 'live' || !state.current) return 0;
  const half = tl.regulationPeriods / 2;
  return !tl.isSets && Number.isInteger(half) && state.current.n === half ? 2 : 1;
}

const isOver = (state: GameState) => state.status === 3 || state.phase === 'finished';

function infoText(tl: Timeline, state: GameState): string {
  if (state.phase === 'line') return 'Pre-game betting';
  if (tl.cancel && state.at >= tl.cancel.at) return 'Match abandoned';
  if (isOver(state)) return 'Match finished';
  const kind = breakKind(tl, state);
  if (kind !== 0) return BREAK_NAME[kind];
  return '';
}

/**
 * What `CPS` and `I` say between periods (1xBet's feed names the break in place of the period too),
 * and `CPS` once the game is over and awaits settlement: never a last period still "running".
 */
const BREAK_NAME = { 1: 'Break', 2: 'Half time' } as const;
const FINISHED = 'Finished';

/** Clock seconds at the regulation end of the current period (45 min of a football first half, 90 of the second). */
function periodClockEnd(tl: Timeline, state: GameState): number {
  const current = state.current;
  if (tl.isSets || !current || current.clockMs === 0) return 0;
  let ms = 0;
  for (const p of tl.periods) if (p.n <= current.n) ms += p.clockMs;
  return Math.floor(ms / 1000);
}

function statusLine(tl: Timeline, state: GameState, info: string): string {
  if (info) return info;
  const name = state.current?.name.en ?? '';
  if (tl.isSets) {
    const last = state.periods[state.periods.length - 1];
    return last ? `${name}, ${last.s1}:${last.s2}` : name;
  }
  return `${Math.floor(state.clock / 60)} minutes`;
}

/** Builds `SC` for a game at the replayed state. */
export function liveScore(tl: Timeline, state: GameState): LiveScore {
  const info = infoText(tl, state);
  const pause = breakKind(tl, state);
  const stats = statsAt(tl, state.at, 1 - state.remaining);
  const last = state.phase === 'line' ? undefined : latestEvent(tl, state.at);
  const sc: LiveScore = {
    FS: { S1: state.s1, S2: state.s2 },
    PS: state.periods.map((p) => ({ Key: p.period.n, Value: { S1: p.s1, S2: p.s2, NF: p.period.name.en } })),
    CP: state.current?.n ?? 0,
    CPS: isOver(state) ? FINISHED : pause === 0 ? (state.current?.name.en ?? '') : BREAK_NAME[pause],
    TS: state.clock,
    TP: periodClockEnd(tl, state),
    BR: pause,
    I: info,
    SLS: statusLine(tl, state, info),
    ST: stats.length > 0 ? [{ Key: 0, Value: stats }] : [],
  };
  if (last) {
    sc.LE = { K: last.kind, T: last.team, TS: clockAtEvent(tl, last) };
    if (last.points !== undefined) sc.LE.P = last.points;
  }
  const serve = serveAt(tl, state);
  if (serve) {
    sc.SV = serve.server;
    if (serve.points) sc.GP = { S1: serve.points[0], S2: serve.points[1] };
  }
  return sc;
}
