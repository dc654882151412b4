// The wire `SC` block of a live game.
import type { LiveScore } from '../types';
import type { GameState } from './state';
import { statsAt } from './stats';
import type { Timeline } from './timeline';

function infoText(tl: Timeline, state: GameState): string {
  if (state.phase === 'line') return 'Pre-game betting';
  if (tl.cancel && state.at >= tl.cancel.at) return 'Match abandoned';
  if (state.status === 3 || state.phase === 'finished') return 'Match finished';
  if (state.inBreak) {
    if (tl.isSets) return 'Break';
    return state.periods.length === 1 && tl.regulationPeriods === 2 ? 'Half time' : 'Break';
  }
  return '';
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
  const stats = statsAt(tl, state.at, 1 - state.remaining);
  return {
    FS: { S1: state.s1, S2: state.s2 },
    PS: state.periods.map((p) => ({ Key: p.period.n, Value: { S1: p.s1, S2: p.s2, NF: p.period.name.en } })),
    CP: state.current?.n ?? 0,
    CPS: state.current?.name.en ?? '',
    TS: state.clock,
    I: info,
    SLS: statusLine(tl, state, info),
    ST: stats.length > 0 ? [{ Key: 0, Value: stats }] : [],
  };
}
