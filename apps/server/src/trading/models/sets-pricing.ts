// Set-sport probabilities from a game state: current set score, sets won, who serves first.
import type { SetModel } from './game-model';
import { setScoreDistribution, setWinProb, type UnitProb } from './sets-model';

/** Probability that player 1 wins a unit at (a, b) of a set that player `firstServer` (0 = player 1) opened. */
export function unitProb(model: SetModel, firstServer: number): UnitProb {
  const { hold1, hold2, tiebreak } = model;
  const tb = model.format.tiebreakAt;
  if (hold1 === undefined || hold2 === undefined) return () => model.p;
  return (a, b) => {
    if (tb !== undefined && a === tb && b === tb) return tiebreak ?? 0.5;
    return (firstServer + a + b) % 2 === 0 ? hold1 : 1 - hold2;
  };
}

/** Who opens set number `set` (0-based): player 1 in even sets. */
export function firstServerOf(set: number): number {
  return set % 2;
}

function freshSetProb(model: SetModel, target: number): number {
  const f = model.format;
  if (model.hold1 === undefined) return setWinProb(0, 0, target, unitProb(model, 0), f.tiebreakAt);
  // Tennis: later sets may be opened by either player.
  return (
    (setWinProb(0, 0, target, unitProb(model, 0), f.tiebreakAt) +
      setWinProb(0, 0, target, unitProb(model, 1), f.tiebreakAt)) /
    2
  );
}

export interface SetsState {
  sets1: number;
  sets2: number;
  /** Units in the current set. */
  a: number;
  b: number;
}

/** Distribution of the final sets score from a state (the pre-match state is all zeros). */
export function setsScoreDistribution(model: SetModel, state: SetsState): Map<string, number> {
  const f = model.format;
  const need = Math.ceil(f.bestOf / 2);
  const set = state.sets1 + state.sets2;
  const isDeciding = state.sets1 === need - 1 && state.sets2 === need - 1;
  const target = isDeciding ? f.decidingTarget : f.target;
  const later = freshSetProb(model, f.target);
  const isFresh = state.a === 0 && state.b === 0 && target === f.target && model.hold1 === undefined;
  const current = isFresh
    ? later
    : setWinProb(state.a, state.b, target, unitProb(model, firstServerOf(set)), f.tiebreakAt);
  const deciding = f.decidingTarget === f.target ? later : freshSetProb(model, f.decidingTarget);
  return setScoreDistribution(f.bestOf, state.sets1, state.sets2, current, later, deciding);
}
