// Pre-match fair markets and win probabilities of a game model.
import type { FairMarket } from '../pricing/fair';
import type { WinProbabilities } from '../types';
import { cutAt, discreteNormal } from './dist';
import type { GameModel } from './game-model';
import { goalMarkets } from './goal-markets';
import { pointsMarkets } from './points-markets';
import { diffDist, scoreGrid } from './score-grid';
import { setsMarkets } from './sets-markets';
import { setsScoreDistribution } from './sets-pricing';

/** Share of goals expected in the first half (first half plus its stoppage time). */
export const FIRST_HALF_SHARE = 0.47;

const ZERO_SETS = { sets1: 0, sets2: 0, a: 0, b: 0 };

/** Fair pre-match markets; `halves` adds the first-half markets (football, FIFA). */
export function prematchMarkets(model: GameModel, full: boolean, halves: boolean): FairMarket[] {
  if (model.kind === 'goals') {
    const grid = scoreGrid(model.lambda, model.mu, model.rho);
    const input: Parameters<typeof goalMarkets>[0] = { grid, full };
    if (halves && full) {
      input.halfTime = scoreGrid(model.lambda * FIRST_HALF_SHARE, model.mu * FIRST_HALF_SHARE, model.rho);
    }
    if (model.overtimeHomeShare !== undefined) input.overtimeHomeShare = model.overtimeHomeShare;
    return goalMarkets(input);
  }
  if (model.kind === 'points') {
    return pointsMarkets({ ...model, score1: 0, score2: 0, full });
  }
  return setsMarkets(model.format.bestOf, setsScoreDistribution(model, ZERO_SETS), full);
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Pre-match win probabilities (`WP`): draw only where the main market has one. */
export function winProbabilities(model: GameModel): WinProbabilities {
  if (model.kind === 'goals') {
    const c = cutAt(diffDist(scoreGrid(model.lambda, model.mu, model.rho)), 0);
    return { P1: r4(c.above), PX: r4(c.at), P2: r4(c.below) };
  }
  if (model.kind === 'points') {
    const c = cutAt(discreteNormal(model.mean1 - model.mean2, model.sd * Math.SQRT2), 0);
    if (model.hasDraw) return { P1: r4(c.above), PX: r4(c.at), P2: r4(c.below) };
    return { P1: r4(c.above + c.at / 2), P2: r4(c.below + c.at / 2) };
  }
  const need = Math.ceil(model.format.bestOf / 2);
  let p1 = 0;
  for (const [key, q] of setsScoreDistribution(model, ZERO_SETS)) if (key.startsWith(`${need}:`)) p1 += q;
  return { P1: r4(p1), P2: r4(1 - p1) };
}
