// In-play fair markets: the final score is the current score plus what the time left allows.
import { goalMarkets } from '../models/goal-markets';
import { pointsMarkets } from '../models/points-markets';
import { scoreGrid } from '../models/score-grid';
import { setsMarkets } from '../models/sets-markets';
import { setsScoreDistribution } from '../models/sets-pricing';
import { exclusiveMarket } from '../pricing/builders';
import type { FairMarket } from '../pricing/fair';
import { G, T } from '../pricing/groups';
import type { GameState } from './state';
import { playLength, type Timeline } from './timeline';

/** A red card costs its side about a third of its scoring and lifts the other side's. */
const RED_OWN = 0.7;
const RED_OTHER = 1.25;

function goalsLive(tl: Timeline, state: GameState, halves: boolean): FairMarket[] {
  const model = tl.model;
  if (model.kind !== 'goals') return [];
  const n = state.current?.n ?? 1;
  if (n > tl.regulationPeriods) {
    const p = model.overtimeHomeShare ?? 0.5;
    return [
      exclusiveMarket(G.moneyline, [
        { T: T.moneyline1, p },
        { T: T.moneyline2, p: 1 - p },
      ]),
    ];
  }
  const [r1, r2] = state.reds;
  const adj1 = RED_OWN ** r1 * RED_OTHER ** r2;
  const adj2 = RED_OWN ** r2 * RED_OTHER ** r1;
  const rem = state.remaining;
  const grid = scoreGrid(model.lambda * rem * adj1, model.mu * rem * adj2, 0, state.s1, state.s2);
  const input: Parameters<typeof goalMarkets>[0] = { grid };
  if (model.overtimeHomeShare !== undefined) input.overtimeHomeShare = model.overtimeHomeShare;
  const first = tl.periods[0];
  if (halves && first && n === 1 && !state.inBreak) {
    const share = Math.max(0, first.end - state.at) / playLength(tl.periods.slice(0, tl.regulationPeriods));
    const ht = state.periods[0];
    input.halfTime = scoreGrid(model.lambda * share * adj1, model.mu * share * adj2, 0, ht?.s1 ?? 0, ht?.s2 ?? 0);
  }
  return goalMarkets(input);
}

function pointsLive(tl: Timeline, state: GameState): FairMarket[] {
  const model = tl.model;
  if (model.kind !== 'points') return [];
  const regulation = playLength(tl.periods.slice(0, tl.regulationPeriods));
  const current = state.current;
  let remainingMs = state.remaining * regulation;
  if (current && current.n > tl.regulationPeriods) remainingMs = Math.max(0, current.end - state.at);
  const share = remainingMs / regulation;
  return pointsMarkets({
    mean1: model.mean1 * share,
    mean2: model.mean2 * share,
    sd: model.sd * Math.sqrt(share),
    score1: state.s1,
    score2: state.s2,
    hasDraw: model.hasDraw,
  });
}

function setsLive(tl: Timeline, state: GameState): FairMarket[] {
  const model = tl.model;
  if (model.kind !== 'sets') return [];
  const last = state.periods[state.periods.length - 1];
  const open = last && last.period.end > state.at;
  const dist = setsScoreDistribution(model, {
    sets1: state.s1,
    sets2: state.s2,
    a: open ? last.s1 : 0,
    b: open ? last.s2 : 0,
  });
  return setsMarkets(model.format.bestOf, dist);
}

/** Fair markets of a live game at its replayed state. */
export function liveMarkets(tl: Timeline, state: GameState, halves: boolean): FairMarket[] {
  if (tl.model.kind === 'goals') return goalsLive(tl, state, halves);
  if (tl.model.kind === 'points') return pointsLive(tl, state);
  return setsLive(tl, state);
}
