// Turning fair probabilities into offered odds and back (betting-rules.md, Margin).
import { MIN_PRICE, toPriceGrid } from '@fairline/shared/odds/price-grid';

export type MarginMethod = 'power' | 'proportional';

/** Margins per market group; pre-match `default`, in-play `live`. */
export interface MarginConfig {
  method: MarginMethod;
  default: number;
  live: number;
  byGroup?: Record<number, number>;
  liveByGroup?: Record<number, number>;
  /** Extra margin for lower-tier championships. */
  minorLeagueExtra?: number;
  /** The shortest price offered: an outcome whose price rounds below it is suspended (default 1.01). */
  minOdds?: number;
}

export const DEFAULT_MARGIN_CONFIG: MarginConfig = {
  method: 'power',
  default: 0.05,
  live: 0.075,
  byGroup: { 1: 0.045, 101: 0.045, 2: 0.05, 17: 0.05, 136: 0.06, 1004: 0.06 },
  liveByGroup: { 1: 0.07, 101: 0.07, 136: 0.09, 1004: 0.09 },
  minorLeagueExtra: 0.01,
  minOdds: MIN_PRICE,
};

/** The margin of one market group in the given mode. */
export function marginFor(config: MarginConfig, G: number, live: boolean, minorLeague = false): number {
  const base = live ? (config.liveByGroup?.[G] ?? config.live) : (config.byGroup?.[G] ?? config.default);
  return base + (minorLeague ? (config.minorLeagueExtra ?? 0) : 0);
}

/**
 * Solves Σ p^k = target for k by Newton's method (Σ p^k is convex and falling in k), kept inside the
 * bracket (0, 1) where the root lies (Σ p^1 = 1 < target < Σ p^0): from k = 1 a plain Newton step
 * overshoots to the left, and with a near-certain outcome (a live 1X at 0.9999997) far enough that
 * p^k overflows and every price of the line came out NaN.
 */
function powerExponent(ps: readonly number[], target: number): number {
  const logs = ps.map((p) => (p > 0 ? Math.log(p) : 0));
  let lo = 0;
  let hi = 1;
  let k = 1;
  for (let i = 0; i < 100; i++) {
    let f = -target;
    let df = 0;
    for (let j = 0; j < ps.length; j++) {
      const p = ps[j] ?? 0;
      if (p <= 0) continue;
      const pk = Math.exp(k * (logs[j] ?? 0));
      f += pk;
      df += pk * (logs[j] ?? 0);
    }
    if (df === 0) break;
    if (f > 0) lo = k;
    else hi = k;
    const newton = k - f / df;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - k) < 1e-14) return next;
    k = next;
  }
  return k;
}

/** Offered odds for fair probabilities ps (summing to 1) with overround `margin`. */
export function applyMargin(ps: readonly number[], margin: number, method: MarginMethod): number[] {
  if (method === 'proportional') return ps.map((p) => 1 / (p * (1 + margin)));
  const k = powerExponent(ps, 1 + margin);
  return ps.map((p) => 1 / p ** k);
}

/** Fair probabilities implied by offered odds (inverse of applyMargin). */
export function removeMargin(odds: readonly number[], method: MarginMethod): number[] {
  const rs = odds.map((o) => 1 / o);
  if (method === 'proportional') {
    const s = rs.reduce((a, b) => a + b, 0);
    return rs.map((r) => r / s);
  }
  // r = p^k with Σ p = 1: find k so Σ r^(1/k) = 1.
  let lo = 0.05;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const s = rs.reduce((a, r) => a + r ** (1 / mid), 0);
    if (s < 1) lo = mid;
    else hi = mid;
  }
  const k = (lo + hi) / 2;
  return rs.map((r) => r ** (1 / k));
}

/** Overround of a set of odds: Σ 1/O − 1. */
export function overround(odds: readonly number[]): number {
  return odds.reduce((a, o) => a + 1 / o, 0) - 1;
}

/**
 * Odds as published: the nearest price of the site's ladder (1.01 … 1000, two decimals below 10),
 * so the price a player sees in any odds format is the price the coupon takes and settlement pays.
 */
export function roundOdds(o: number): number {
  return toPriceGrid(o);
}
