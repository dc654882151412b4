// Markets of set sports from the distribution of the final sets (maps) score.
import { exclusiveMarket, handicapMarket, nonEmpty, overUnderMarket } from '../pricing/builders';
import type { FairMarket } from '../pricing/fair';
import { G, scoreParam, T } from '../pricing/groups';
import type { Dist } from './dist';

function distOf(scores: Map<string, number>, f: (a: number, b: number) => number, lo: number, hi: number): Dist {
  const p = new Float64Array(hi - lo + 1);
  for (const [key, q] of scores) {
    const [a = 0, b = 0] = key.split(':').map(Number);
    const x = f(a, b);
    p[x - lo] = (p[x - lo] ?? 0) + q;
  }
  return { min: lo, p };
}

/** Winner, sets handicap, total sets and exact sets score. */
export function setsMarkets(bestOf: number, scores: Map<string, number>): FairMarket[] {
  const need = Math.ceil(bestOf / 2);
  const diff = distOf(scores, (a, b) => a - b, -need, need);
  const total = distOf(scores, (a, b) => a + b, need, bestOf);
  let pHome = 0;
  for (const [key, q] of scores) if (key.startsWith(`${need}:`)) pHome += q;
  const handicaps: number[] = [];
  const totals: number[] = [];
  for (let k = 1; k < need; k++) handicaps.push(-(k + 0.5), k + 0.5);
  for (let k = need; k < bestOf; k++) totals.push(k + 0.5);
  const markets: FairMarket[] = [
    exclusiveMarket(G.moneyline, [
      { T: T.moneyline1, p: pHome },
      { T: T.moneyline2, p: 1 - pHome },
    ]),
  ];
  if (bestOf > 1) {
    markets.push(
      handicapMarket(G.setHandicap, T.setHandicap1, T.setHandicap2, diff, handicaps),
      overUnderMarket(G.setTotal, T.setOver, T.setUnder, total, totals),
    );
  }
  if (bestOf > 1) {
    const outcomes = [...scores.entries()]
      .filter(([, p]) => p > 1e-9)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, p]) => {
        const [a = 0, b = 0] = key.split(':').map(Number);
        return { T: T.setScore, p, P: scoreParam(a, b) };
      });
    markets.push(exclusiveMarket(G.setScore, outcomes));
  }
  return nonEmpty(markets);
}
