// Fair (margin-free) markets: what a model knows before the book adds its margin.

/** One outcome's settlement masses: win, push (stake back) and lose; they sum to 1. */
export interface FairOutcome {
  T: number;
  /** The outcome's own line where it differs from the line's (handicap team 2, correct score). */
  P?: number;
  win: number;
  push: number;
  lose: number;
}

/** One line of a market; `rest` is the mass of results no listed outcome covers (e.g. the complement of 1X). */
export interface FairLine {
  P?: number;
  outcomes: FairOutcome[];
  rest?: number;
}

export interface FairMarket {
  G: number;
  lines: FairLine[];
  /** Lines are separate bets, not alternatives of one another (double chance): no main line. */
  independentLines?: boolean;
}

/** Fair probability equivalent of an outcome with a push: 1 / O_fair, where O_fair = 1 + P(lose)/P(win). */
export function fairProbability(o: FairOutcome): number {
  return o.win / (o.win + o.lose);
}

/** The fair probabilities of a line, including its `rest`; they sum to 1 for a complete line. */
export function lineProbabilities(line: FairLine): number[] {
  const ps = line.outcomes.map(fairProbability);
  if (line.rest !== undefined) ps.push(line.rest);
  return ps;
}

/** Outcome that wins with probability p and otherwise loses. */
export function plain(T: number, p: number): FairOutcome {
  return { T, win: p, push: 0, lose: 1 - p };
}

/** A line is worth offering when no outcome is near-certain or near-hopeless. */
export function isTradable(line: FairLine, lo = 0.02): boolean {
  return line.outcomes.every((o) => {
    const p = fairProbability(o);
    return Number.isFinite(p) && p >= lo && p <= 1 - lo;
  });
}

/** The most balanced line: its first outcome's probability closest to one half. */
export function mainLineIndex(lines: FairLine[]): number {
  let best = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  lines.forEach((line, i) => {
    const first = line.outcomes[0];
    if (!first) return;
    const gap = Math.abs(fairProbability(first) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = i;
      bestGap = gap;
    }
  });
  return best;
}
