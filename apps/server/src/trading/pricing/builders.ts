// Building fair markets from distributions: the same code serves goals, points and sets.
import { type Cut, cutAt, type Dist } from '../models/dist';
import { type FairLine, type FairMarket, type FairOutcome, isTradable, plain } from './fair';

/** Home handicap h wins when diff + h > 0: the cut of the difference at −h. */
function handicapLine(diff: Dist, h: number, T1: number, T2: number): FairLine {
  const c: Cut = cutAt(diff, -h);
  const home: FairOutcome = { T: T1, P: h, win: c.above, push: c.at, lose: c.below };
  const away: FairOutcome = { T: T2, P: -h, win: c.below, push: c.at, lose: c.above };
  return { P: h, outcomes: [home, away] };
}

function overUnderLine(dist: Dist, k: number, Tover: number, Tunder: number): FairLine {
  const c = cutAt(dist, k);
  return {
    P: k,
    outcomes: [
      { T: Tover, win: c.above, push: c.at, lose: c.below },
      { T: Tunder, win: c.below, push: c.at, lose: c.above },
    ],
  };
}

/** The half-line (x.5) that splits a distribution most evenly. */
export function balancedHalfLine(dist: Dist, sign = 1): number {
  let best = 0.5;
  let bestGap = Number.POSITIVE_INFINITY;
  const lo = dist.min;
  const hi = dist.min + dist.p.length;
  let below = 0;
  for (let x = lo; x < hi; x++) {
    below += dist.p[x - lo] ?? 0;
    const gap = Math.abs(below - 0.5);
    if (gap < bestGap) {
      bestGap = gap;
      best = x + 0.5;
    }
  }
  return sign * best;
}

/** Lines around a centre: `span` on each side in `step`s, keeping only tradable ones. */
export function linesAround(centre: number, span: number, step: number, min = Number.NEGATIVE_INFINITY): number[] {
  const out: number[] = [];
  const n = Math.round(span / step);
  for (let i = -n; i <= n; i++) {
    const k = Math.round((centre + i * step) * 4) / 4;
    if (k > min) out.push(k);
  }
  return out;
}

export function handicapMarket(G: number, T1: number, T2: number, diff: Dist, lines: number[]): FairMarket {
  return { G, lines: lines.map((h) => handicapLine(diff, h, T1, T2)).filter((l) => isTradable(l)) };
}

export function overUnderMarket(G: number, Tover: number, Tunder: number, dist: Dist, lines: number[]): FairMarket {
  return { G, lines: lines.map((k) => overUnderLine(dist, k, Tover, Tunder)).filter((l) => isTradable(l)) };
}

/** A one-line market of mutually exclusive outcomes whose probabilities sum to 1. */
export function exclusiveMarket(G: number, outcomes: { T: number; p: number; P?: number }[]): FairMarket {
  return {
    G,
    lines: [
      {
        outcomes: outcomes.map((o) => {
          const f = plain(o.T, o.p);
          if (o.P !== undefined) f.P = o.P;
          return f;
        }),
      },
    ],
  };
}

/** Double chance: each outcome is its own bet against its complement. */
export function doubleChanceMarket(
  G: number,
  Ts: [number, number, number],
  p1: number,
  px: number,
  p2: number,
): FairMarket {
  const ps = [p1 + px, p1 + p2, px + p2];
  return {
    G,
    independentLines: true,
    lines: Ts.map((T, i) => ({ outcomes: [plain(T, ps[i] ?? 0)], rest: 1 - (ps[i] ?? 0) })),
  };
}

/** Drops markets left without a tradable line (e.g. a total already decided in play). */
export function nonEmpty(markets: FairMarket[]): FairMarket[] {
  return markets.filter(
    (m) => m.lines.length > 0 && m.lines.some((l) => l.outcomes.length > 3 || isTradable(l, 0.005)),
  );
}
