// The state of a game at a moment, replayed from its timeline.
import type { GamePhase, GameStatus } from '../types';
import type { Period, Timeline } from './timeline';

/** Abandoned games stay in status 3 this long before they are cancelled (status 4). */
export const ABANDON_GRACE = 5 * 60_000;

export interface PeriodTally {
  period: Period;
  s1: number;
  s2: number;
}

export interface GameState {
  phase: GamePhase;
  status: GameStatus;
  /** The moment the story is replayed to (frozen when the game was abandoned). */
  at: number;
  s1: number;
  s2: number;
  /** Periods started so far with their scores. */
  periods: PeriodTally[];
  current?: Period;
  inBreak: boolean;
  /** Elapsed clock seconds (`TS`). */
  clock: number;
  blocked: boolean;
  reds: [number, number];
  /** Share of regulation play still to come. */
  remaining: number;
}

function phaseAt(tl: Timeline, t: number): { phase: GamePhase; status: GameStatus } {
  if (t < tl.kickoff) return { phase: 'line', status: 1 };
  if (tl.cancel?.reason === 'postponed') return { phase: 'cancelled', status: 4 };
  if (tl.cancel && t >= tl.cancel.at) {
    return t < tl.cancel.at + ABANDON_GRACE ? { phase: 'live', status: 3 } : { phase: 'cancelled', status: 4 };
  }
  if (t < tl.end) return { phase: 'live', status: 1 };
  if (t < tl.settleAt) return { phase: 'live', status: 3 };
  return { phase: 'finished', status: 2 };
}

/** The play time elapsed in regulation, and its total. */
export function regulationPlay(tl: Timeline, at: number): [number, number] {
  let done = 0;
  let total = 0;
  for (const p of tl.periods.slice(0, tl.regulationPeriods)) {
    const len = p.end - p.start;
    total += len;
    done += Math.max(0, Math.min(len, at - p.start));
  }
  return [done, total];
}

/** Is every market suspended at t (a goal, penalty or red card a moment ago)? */
export function isSuspended(tl: Timeline, t: number): boolean {
  for (const [from, to] of tl.suspensions) {
    if (from > t) break;
    if (t < to) return true;
  }
  return false;
}

/** Replays the timeline to t. */
export function stateAt(tl: Timeline, t: number): GameState {
  const { phase, status } = phaseAt(tl, t);
  const at = tl.cancel && tl.cancel.reason === 'abandoned' ? Math.min(t, tl.cancel.at) : t;
  const periods: PeriodTally[] = tl.periods.filter((p) => p.start <= at).map((period) => ({ period, s1: 0, s2: 0 }));
  let s1 = 0;
  let s2 = 0;
  for (const e of tl.events) {
    if (e.t > at) break;
    const tally = periods[e.period - 1];
    if (e.team === 1) {
      s1 += e.points;
      if (tally) tally.s1 += e.points;
    } else {
      s2 += e.points;
      if (tally) tally.s2 += e.points;
    }
  }
  if (tl.isSets) {
    // For set sports the full score counts sets won; period tallies keep the units.
    s1 = 0;
    s2 = 0;
    for (const p of periods) {
      if (p.period.end > at) continue;
      if (p.s1 > p.s2) s1++;
      else s2++;
    }
  }
  const reds: [number, number] = [0, 0];
  for (const i of tl.incidents) {
    if (i.t > at) break;
    if (i.kind === 'red') reds[i.team === 1 ? 0 : 1] += 1;
  }
  const current = periods[periods.length - 1]?.period;
  const inBreak = current !== undefined && at >= current.end;
  let clock = 0;
  if (tl.isSets) clock = Math.max(0, Math.floor((at - tl.kickoff) / 1000));
  else if (current) {
    for (const p of tl.periods) if (p.n < current.n) clock += p.clockMs;
    clock = Math.floor((clock + Math.max(0, Math.min(at, current.end) - current.start)) / 1000);
  }
  const [done, total] = regulationPlay(tl, at);
  const blocked = status === 3 || (phase === 'live' && isSuspended(tl, at));
  const state: GameState = {
    phase,
    status,
    at,
    s1,
    s2,
    periods,
    inBreak,
    clock,
    blocked,
    reds,
    remaining: total > 0 ? 1 - done / total : 0,
  };
  if (current) state.current = current;
  return state;
}
