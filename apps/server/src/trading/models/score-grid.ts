import { type Dist, normalise, poissonPmf } from './dist';

/** Joint distribution of the final score: P(home = base1 + i, away = base2 + j) = p[i·n + j]. */
export interface ScoreGrid {
  base1: number;
  base2: number;
  n: number;
  p: Float64Array;
}

/** Dixon–Coles τ: corrects the independent-Poisson low scores (ρ < 0 adds draws). */
function tau(i: number, j: number, lambda: number, mu: number, rho: number): number {
  if (i === 0 && j === 0) return 1 - lambda * mu * rho;
  if (i === 0 && j === 1) return 1 + lambda * rho;
  if (i === 1 && j === 0) return 1 + mu * rho;
  if (i === 1 && j === 1) return 1 - rho;
  return 1;
}

/** Score grid of goals still to come (λ home, μ away) on top of the current score. */
export function scoreGrid(lambda: number, mu: number, rho: number, base1 = 0, base2 = 0): ScoreGrid {
  const n = Math.max(8, Math.ceil(Math.max(lambda, mu) + 6 * Math.sqrt(Math.max(lambda, mu)) + 4));
  const ph = poissonPmf(lambda, n);
  const pa = poissonPmf(mu, n);
  const p = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) p[i * n + j] = (ph[i] ?? 0) * (pa[j] ?? 0) * tau(i, j, lambda, mu, rho);
  }
  return { base1, base2, n, p: normalise(p) };
}

/** Distribution of a function of the final score (e.g. difference or total). */
export function gridDist(grid: ScoreGrid, f: (home: number, away: number) => number, lo: number, hi: number): Dist {
  const p = new Float64Array(hi - lo + 1);
  const { n } = grid;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const x = f(grid.base1 + i, grid.base2 + j);
      p[x - lo] = (p[x - lo] ?? 0) + (grid.p[i * n + j] ?? 0);
    }
  }
  return { min: lo, p };
}

/** Final goal difference (home − away). */
export function diffDist(grid: ScoreGrid): Dist {
  const d0 = grid.base1 - grid.base2;
  return gridDist(grid, (h, a) => h - a, d0 - grid.n + 1, d0 + grid.n - 1);
}

/** Final total goals. */
export function totalDist(grid: ScoreGrid): Dist {
  const t0 = grid.base1 + grid.base2;
  return gridDist(grid, (h, a) => h + a, t0, t0 + 2 * grid.n - 2);
}

/** Final goals of one team. */
export function teamDist(grid: ScoreGrid, team: 1 | 2): Dist {
  const base = team === 1 ? grid.base1 : grid.base2;
  return gridDist(grid, (h, a) => (team === 1 ? h : a), base, base + grid.n - 1);
}

/** Samples a final score from the grid with a uniform draw u. */
export function sampleGrid(grid: ScoreGrid, u: number): [number, number] {
  let acc = 0;
  for (let k = 0; k < grid.p.length; k++) {
    acc += grid.p[k] ?? 0;
    if (u < acc) return [grid.base1 + Math.floor(k / grid.n), grid.base2 + (k % grid.n)];
  }
  return [grid.base1, grid.base2];
}
