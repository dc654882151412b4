import type { SettledLegResult } from './leg';

/** The side of a totals market. */
export type TotalSide = 'over' | 'under';

// Lines are whole, half or quarter goals; working in quarters keeps every comparison exact.
const QUARTERS = 4;

/**
 * Settles a handicap line on the adjusted margin d = own − other + h: d > 0 won, d = 0 push
 * (void), d < 0 lost. A quarter line puts half the stake on h − 0.25 and half on h + 0.25.
 */
export function settleHandicap(own: number, other: number, handicap: number): SettledLegResult {
  return settleQuarters(QUARTERS * (checkedScore(own) - checkedScore(other)) + toQuarters(handicap));
}

/** Settles a total: over on goals − line, under on line − goals, quarter lines split as for handicaps. */
export function settleTotal(goals: number, line: number, side: TotalSide): SettledLegResult {
  const margin = toQuarters(line) - QUARTERS * checkedScore(goals);
  return settleQuarters(side === 'over' ? -margin : margin);
}

function settleQuarters(marginInQuarters: number): SettledLegResult {
  if (marginInQuarters % 2 === 0) return wholeResult(marginInQuarters);
  return combineHalves(wholeResult(marginInQuarters - 1), wholeResult(marginInQuarters + 1));
}

type WholeResult = 'won' | 'void' | 'lost';

function wholeResult(marginInQuarters: number): WholeResult {
  if (marginInQuarters > 0) return 'won';
  return marginInQuarters === 0 ? 'void' : 'lost';
}

// The two half-lines are half a goal apart, so with whole-goal scores at most one of them pushes.
function combineHalves(lower: WholeResult, upper: WholeResult): SettledLegResult {
  if (lower === upper) return lower;
  return lower === 'void' ? 'halfWon' : 'halfLost';
}

function toQuarters(line: number): number {
  const quarters = Math.round(line * QUARTERS);
  if (!Number.isFinite(line) || Math.abs(line * QUARTERS - quarters) > 1e-9) {
    throw new RangeError(`a line is a whole, half or quarter number, got ${line}`);
  }
  return quarters;
}

function checkedScore(score: number): number {
  if (!Number.isSafeInteger(score) || score < 0) throw new RangeError(`a score is a whole number, got ${score}`);
  return score;
}
