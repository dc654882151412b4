// Discrete distributions over integers: final totals, goal differences, set scores.

/** P(X = min + i) = p[i]; the p sum to 1. */
export interface Dist {
  min: number;
  p: Float64Array;
  /** Cumulative sums, filled on first use: cum[i] = P(X < min + i). */
  cum?: Float64Array;
}

function cumulative(dist: Dist): Float64Array {
  if (dist.cum) return dist.cum;
  const cum = new Float64Array(dist.p.length + 1);
  for (let i = 0; i < dist.p.length; i++) cum[i + 1] = (cum[i] ?? 0) + (dist.p[i] ?? 0);
  dist.cum = cum;
  return cum;
}

/** Where a line cuts a distribution: P(X > k), P(X = k), P(X < k). */
export interface Cut {
  above: number;
  at: number;
  below: number;
}

/** Mass above, at and below k; quarter values of k average the two neighbouring half-lines. */
export function cutAt(dist: Dist, k: number): Cut {
  const quarters = Math.round(k * 4);
  if (quarters % 2 !== 0) {
    const lo = cutAt(dist, (quarters - 1) / 4);
    const hi = cutAt(dist, (quarters + 1) / 4);
    return { above: (lo.above + hi.above) / 2, at: (lo.at + hi.at) / 2, below: (lo.below + hi.below) / 2 };
  }
  const cum = cumulative(dist);
  const n = dist.p.length;
  const total = cum[n] ?? 1;
  // Index of the first support point strictly above k, and of k itself when k is an integer.
  const firstAbove = Math.min(n, Math.max(0, Math.floor(k) + 1 - dist.min));
  const isInteger = Number.isInteger(k);
  const atIndex = k - dist.min;
  const at = isInteger && atIndex >= 0 && atIndex < n ? (dist.p[atIndex] ?? 0) : 0;
  const above = total - (cum[firstAbove] ?? 0);
  return { above, at, below: total - above - at };
}

/** Mean of the distribution. */
export function meanOf(dist: Dist): number {
  let m = 0;
  for (let i = 0; i < dist.p.length; i++) m += (dist.min + i) * (dist.p[i] ?? 0);
  return m;
}

/** Scales p to sum exactly 1 (truncated tails are shared out proportionally). */
export function normalise(p: Float64Array): Float64Array {
  let s = 0;
  for (const q of p) s += q;
  for (let i = 0; i < p.length; i++) p[i] = (p[i] ?? 0) / s;
  return p;
}

/** Poisson probabilities P(0..n−1). */
export function poissonPmf(rate: number, n: number): Float64Array {
  const out = new Float64Array(n);
  let p = Math.exp(-rate);
  for (let k = 0; k < n; k++) {
    out[k] = p;
    p *= rate / (k + 1);
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A normal(mean, sd) rounded to integers, cut at ±7 sd and normalised. */
export function discreteNormal(mean: number, sd: number): Dist {
  const lo = Math.floor(mean - 7 * sd);
  const hi = Math.ceil(mean + 7 * sd);
  const p = new Float64Array(hi - lo + 1);
  for (let x = lo; x <= hi; x++) {
    p[x - lo] = normalCdf((x + 0.5 - mean) / sd) - normalCdf((x - 0.5 - mean) / sd);
  }
  return { min: lo, p: normalise(p) };
}

/** Distribution of base + X. */
export function shift(dist: Dist, base: number): Dist {
  const out: Dist = { min: dist.min + base, p: dist.p };
  if (dist.cum) out.cum = dist.cum;
  return out;
}
