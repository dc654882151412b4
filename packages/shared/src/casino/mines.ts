/**
 * Mines: a 5×5 grid with 1–24 mines placed by a Fisher–Yates draw from the bet's floats (float i
 * picks among the 25 − i tiles left). After k safe reveals the player may cash out at
 * (1 − edge) · C(25, k) / C(25 − m, k): the fair odds of surviving k reveals, less the edge, so the
 * RTP is 1 − edge whatever the strategy.
 */
import type { FloatSource } from './fair';

export const MinesRules = { tiles: 25, minMines: 1, maxMines: 24, edge: 0.01 } as const;

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MinesRules.minMines || mines > MinesRules.maxMines)
    throw new RangeError('mines must be 1 … 24');
}

/** The mined tiles (0 … 24, row-major) of a bet. */
export function placeMines(source: FloatSource, mines: number): number[] {
  checkMines(mines);
  const tiles = Array.from({ length: MinesRules.tiles }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(source.at(i) * (MinesRules.tiles - i));
    [tiles[i], tiles[j]] = [tiles[j] as number, tiles[i] as number];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** The cash-out multiplier after `revealed` safe tiles (1 before any reveal: the stake back). */
export function minesMultiplier(mines: number, revealed: number): number {
  checkMines(mines);
  if (!Number.isInteger(revealed) || revealed < 0 || revealed > MinesRules.tiles - mines)
    throw new RangeError('too many reveals');
  if (revealed === 0) return 1;
  return (1 - MinesRules.edge) * (choose(MinesRules.tiles, revealed) / choose(MinesRules.tiles - mines, revealed));
}

export type MinesOutcome = {
  readonly mines: number[];
  readonly safeReveals: number;
  readonly hitMine: boolean;
  readonly multiplier: number;
};

/** Plays a whole bet: reveal `picks` in order, cash out after the last unless a mine is hit first. */
export function playMines(source: FloatSource, mineCount: number, picks: readonly number[]): MinesOutcome {
  const mines = placeMines(source, mineCount);
  if (
    picks.length === 0 ||
    new Set(picks).size !== picks.length ||
    picks.some((p) => !Number.isInteger(p) || p < 0 || p >= MinesRules.tiles)
  ) {
    throw new RangeError('picks must be distinct tiles 0 … 24, at least one');
  }
  const hit = picks.findIndex((p) => mines.includes(p));
  if (hit >= 0) return { mines, safeReveals: hit, hitMine: true, multiplier: 0 };
  return { mines, safeReveals: picks.length, hitMine: false, multiplier: minesMultiplier(mineCount, picks.length) };
}

/** Exact RTP of cashing out after k reveals: P(k safe) × multiplier = 1 − edge. */
export function minesRtp(mines: number, revealed: number): number {
  return (
    (choose(MinesRules.tiles - mines, revealed) / choose(MinesRules.tiles, revealed)) * minesMultiplier(mines, revealed)
  );
}
