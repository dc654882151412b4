// Pre-match fair markets and win probabilities of a game model.
import type { FairMarket } from '../pricing/fair';
import { fairProbability } from '../pricing/fair';
import { G } from '../pricing/groups';
import type { WinProbabilities } from '../types';
import type { GameModel } from './game-model';
import { goalMarkets } from './goal-markets';
import { pointsMarkets } from './points-markets';
import { scoreGrid } from './score-grid';
import { setsMarkets } from './sets-markets';
import { setsScoreDistribution } from './sets-pricing';

/** Share of goals expected in the first half (first half plus its stoppage time). */
export const FIRST_HALF_SHARE = 0.47;

/** Every fair pre-match market; `halves` adds the first-half markets (football, FIFA). */
export function prematchMarkets(model: GameModel, halves: boolean): FairMarket[] {
  if (model.kind === 'goals') {
    const input: Parameters<typeof goalMarkets>[0] = { grid: scoreGrid(model.lambda, model.mu, model.rho) };
    if (halves) input.halfTime = scoreGrid(model.lambda * FIRST_HALF_SHARE, model.mu * FIRST_HALF_SHARE, model.rho);
    if (model.overtimeHomeShare !== undefined) input.overtimeHomeShare = model.overtimeHomeShare;
    return goalMarkets(input);
  }
  if (model.kind === 'points') return pointsMarkets({ ...model, score1: 0, score2: 0 });
  return setsMarkets(model.format.bestOf, setsScoreDistribution(model, { sets1: 0, sets2: 0, a: 0, b: 0 }));
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Win probabilities (`WP`) read off the fair 1X2 market, or the winner market of two-way sports. */
export function winProbabilities(markets: FairMarket[]): WinProbabilities {
  const x12 = markets.find((m) => m.G === G.x12)?.lines[0]?.outcomes;
  if (x12 && x12.length === 3) {
    const [p1, px, p2] = x12.map(fairProbability);
    return { P1: r4(p1 ?? 0), PX: r4(px ?? 0), P2: r4(p2 ?? 0) };
  }
  const [p1 = 0.5, p2 = 0.5] = markets.find((m) => m.G === G.moneyline)?.lines[0]?.outcomes.map(fairProbability) ?? [];
  return { P1: r4(p1), P2: r4(p2) };
}
