import { type Minor, roundDownRatio } from '../money/minor';
import { type Odds1000, oddsFromThousandths } from '../odds/odds1000';
import type { Leg, SettledLegResult } from './leg';

const ODDS_SCALE = 1000n;
// The margin is a fraction (0.05 = 5 %); carried in millionths so the odds stay exact integers.
const MARGIN_SCALE = 1_000_000;
// Each half result doubles the scenarios settled; past this many the work would explode (2¹⁶ is
// already far beyond any real coupon), so such a coupon is refused rather than settled slowly.
const MAX_HALF_RESULT_LEGS = 16;

/**
 * Offered anti-express odds: fair P/(P−1) with P = ∏Oᵢ, divided by (1 + margin) and rounded down
 * to the thousandth. Null when that is not above 1.00, so there is nothing to offer.
 */
export function antiExpressOdds(legOdds: readonly Odds1000[], margin: number): Odds1000 | null {
  if (legOdds.length === 0) return null;
  const marginPpm = BigInt(marginInMillionths(margin));
  let product = 1n;
  let scale = 1n;
  for (const price of legOdds) {
    product *= BigInt(price);
    scale *= ODDS_SCALE;
  }
  const marginScale = BigInt(MARGIN_SCALE);
  const offered = (ODDS_SCALE * product * marginScale) / ((product - scale) * (marginScale + marginPpm));
  return offered > ODDS_SCALE ? oddsFromThousandths(Number(offered)) : null;
}

/**
 * Settles an anti-express from its stored leg odds: it wins when a non-void leg lost, at odds
 * recomputed over the non-void legs; all void refunds the stake. A half result splits that leg's
 * share of the stake, like a quarter line: half won and half void, or half void and half lost.
 */
export function antiExpressReturn(stake: Minor, legs: readonly Leg[], margin: number): Minor {
  const scenarios = splitHalfResults(legs);
  let num = 0n;
  for (const scenario of scenarios) num += BigInt(stake) * scenarioOdds(scenario, margin);
  return roundDownRatio({ num, den: ODDS_SCALE * BigInt(scenarios.length) });
}

type Outcome = { readonly odds: Odds1000; readonly result: 'won' | 'lost' | 'void' };

// The odds (in thousandths) the stake is paid at in one scenario: 0 if every counted leg won.
function scenarioOdds(outcomes: readonly Outcome[], margin: number): bigint {
  const counted = outcomes.filter((outcome) => outcome.result !== 'void');
  if (counted.length === 0) return ODDS_SCALE;
  if (!counted.some((outcome) => outcome.result === 'lost')) return 0n;
  const price = antiExpressOdds(
    counted.map((outcome) => outcome.odds),
    margin,
  );
  return price === null ? ODDS_SCALE : BigInt(price);
}

const HALVES: Record<SettledLegResult, readonly Outcome['result'][]> = {
  won: ['won'],
  lost: ['lost'],
  void: ['void'],
  halfWon: ['won', 'void'],
  halfLost: ['void', 'lost'],
};

function splitHalfResults(legs: readonly Leg[]): Outcome[][] {
  const halfResults = legs.filter((leg) => leg.result === 'halfWon' || leg.result === 'halfLost').length;
  if (halfResults > MAX_HALF_RESULT_LEGS) {
    throw new RangeError(`an anti-express settles at most ${MAX_HALF_RESULT_LEGS} half results, got ${halfResults}`);
  }
  let scenarios: Outcome[][] = [[]];
  for (const leg of legs) {
    if (leg.result === 'open') throw new RangeError('an anti-express is settled only when every leg is');
    const results = HALVES[leg.result];
    scenarios = scenarios.flatMap((scenario) => results.map((result) => [...scenario, { odds: leg.odds, result }]));
  }
  return scenarios;
}

function marginInMillionths(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0) throw new RangeError(`margin must be a non-negative fraction: ${margin}`);
  return Math.round(margin * MARGIN_SCALE);
}
