// Set sports (tennis, table tennis, volleyball, CS2 maps): a set is a race of units (games,
// points, rallies, rounds); a match is the first to win a majority of sets.

export interface SetFormat {
  bestOf: number;
  /** Units to win a set, and in the deciding set. */
  target: number;
  decidingTarget: number;
  /** Tennis: a single tie-break unit at tiebreakAt–tiebreakAt; otherwise win by two. */
  tiebreakAt?: number;
}

/** Probability that player 1 wins the unit at set score (a, b). */
export type UnitProb = (a: number, b: number) => number;

/** Is a set at (a, b) over? */
export function isSetOver(a: number, b: number, target: number, tiebreakAt?: number): boolean {
  if (tiebreakAt !== undefined && a + b === 2 * tiebreakAt + 1 && Math.max(a, b) === tiebreakAt + 1) return true;
  return Math.max(a, b) >= target && Math.abs(a - b) >= 2;
}

/** P(player 1 wins the set) from (a, b). */
export function setWinProb(a: number, b: number, target: number, unit: UnitProb, tiebreakAt?: number): number {
  const size = target + 3;
  const memo = new Float64Array(size * size).fill(-1);
  const go = (x: number, y: number): number => {
    if (isSetOver(x, y, target, tiebreakAt)) return x > y ? 1 : 0;
    if (tiebreakAt === undefined && x >= target - 1 && y >= target - 1) {
      // Win by two past target − 1 all: the classic deuce closed form.
      const p = unit(x, y);
      const q = 1 - p;
      const deuce = (p * p) / (p * p + q * q);
      if (x === y) return deuce;
      return x > y ? p + q * deuce : p * deuce;
    }
    const key = x * size + y;
    const hit = memo[key] ?? -1;
    if (hit >= 0) return hit;
    const p = unit(x, y);
    const v = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo[key] = v;
    return v;
  };
  return go(a, b);
}

/**
 * Distribution of the final sets score, from sets (x, y), the current set's win probability,
 * and later sets' (ordinary and deciding) win probabilities.
 */
export function setScoreDistribution(
  bestOf: number,
  x: number,
  y: number,
  current: number,
  later: number,
  deciding: number,
): Map<string, number> {
  const need = Math.ceil(bestOf / 2);
  const out = new Map<string, number>();
  const go = (a: number, b: number, p: number, first: boolean): void => {
    if (a === need || b === need) {
      const key = `${a}:${b}`;
      out.set(key, (out.get(key) ?? 0) + p);
      return;
    }
    const isDeciding = a === need - 1 && b === need - 1;
    const q = first ? current : isDeciding ? deciding : later;
    go(a + 1, b, p * q, false);
    go(a, b + 1, p * (1 - q), false);
  };
  go(x, y, 1, true);
  return out;
}
