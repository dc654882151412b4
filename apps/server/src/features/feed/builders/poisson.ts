// Small Poisson helpers for duel pricing.

const MAX_GOALS = 40;

/** P(X = k) for k = 0..MAX_GOALS with X ~ Poisson(lambda). */
export function poissonPmf(lambda: number): number[] {
  const out: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) out.push(((out[k - 1] ?? 0) * lambda) / k);
  return out;
}

/** P(X > line) for a half line (2.5 → X ≥ 3). */
export function overProbability(lambda: number, line: number): number {
  const pmf = poissonPmf(lambda);
  let under = 0;
  for (let k = 0; k <= Math.floor(line); k++) under += pmf[k] ?? 0;
  return 1 - under;
}

/** The lambda for which P(X > line) equals p (bisection; P grows with lambda). */
export function lambdaForOver(line: number, p: number): number {
  let lo = 0.001;
  let hi = 30;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (overProbability(mid, line) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(X > Y), P(X = Y), P(X < Y) for independent Poisson X, Y. */
export function compareProbabilities(l1: number, l2: number): [number, number, number] {
  const a = poissonPmf(l1);
  const b = poissonPmf(l2);
  let win = 0;
  let draw = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const p = (a[i] ?? 0) * (b[j] ?? 0);
      if (i > j) win += p;
      else if (i === j) draw += p;
    }
  }
  return [win, draw, Math.max(0, 1 - win - draw)];
}
