// Fair markets → offered outcomes: margin, rounding, main-line flag, suspension flag (also for a price
// under the minimum odds).

import { isBelowMinimumOdds } from '@fairline/shared/odds/price-grid';
import type { Outcome } from '../types';
import { type FairMarket, lineProbabilities, mainLineIndex } from './fair';
import { applyMargin, type MarginConfig, marginFor, roundOdds } from './margin';

export interface PriceContext {
  config: MarginConfig;
  live: boolean;
  minorLeague: boolean;
  blocked: boolean;
}

export interface PricedMarket {
  G: number;
  /** Outcomes of every line; the main line's carry CE: 1 when there are several lines. */
  outcomes: Outcome[];
  main: Outcome[];
  lineCount: number;
}

/** Applies the group's margin to every line and flags the most balanced line as main. */
export function priceMarket(market: FairMarket, ctx: PriceContext): PricedMarket {
  const margin = marginFor(ctx.config, market.G, ctx.live, ctx.minorLeague);
  const mainIdx = market.independentLines ? -1 : mainLineIndex(market.lines);
  const several = market.lines.length > 1;
  const outcomes: Outcome[] = [];
  let main: Outcome[] = [];
  market.lines.forEach((line, i) => {
    const odds = applyMargin(lineProbabilities(line), margin, ctx.config.method);
    const priced = line.outcomes.map((o, k) => {
      const margined = odds[k] ?? 1;
      const out: Outcome = { T: o.T, G: market.G, C: roundOdds(margined) };
      const P = o.P ?? line.P;
      if (P !== undefined) out.P = P;
      // A price under the minimum (1.00 for a near-certainty) is suspended, not lifted onto the ladder.
      if (ctx.blocked || isBelowMinimumOdds(margined, ctx.config.minOdds)) out.B = true;
      if (several && i === mainIdx) out.CE = 1;
      return out;
    });
    outcomes.push(...priced);
    if (i === mainIdx || market.independentLines) main = [...main, ...priced];
  });
  return { G: market.G, outcomes, main, lineCount: market.lines.length };
}
