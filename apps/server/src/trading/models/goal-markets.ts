// Markets of goal sports (football, ice hockey, FIFA) from Dixon–Coles score grids.

import {
  balancedHalfLine,
  doubleChanceMarket,
  exclusiveMarket,
  handicapMarket,
  linesAround,
  nonEmpty,
  overUnderMarket,
} from '../pricing/builders';
import type { FairMarket } from '../pricing/fair';
import { G, scoreParam, T } from '../pricing/groups';
import { cutAt } from './dist';
import { diffDist, type ScoreGrid, teamDist, totalDist } from './score-grid';

export interface GoalMarketInput {
  /** Final (regulation) score distribution. */
  grid: ScoreGrid;
  /** First-half score distribution, while the first half is still to be decided. */
  halfTime?: ScoreGrid;
  /** Two-way winner including overtime (ice hockey): P(home wins a drawn regulation). */
  overtimeHomeShare?: number;
}

const CORRECT_SCORE_MIN = 0.004;

function correctScore(grid: ScoreGrid): FairMarket {
  const outcomes: { T: number; p: number; P?: number }[] = [];
  let other = 0;
  for (let i = 0; i < grid.n; i++) {
    for (let j = 0; j < grid.n; j++) {
      const p = grid.p[i * grid.n + j] ?? 0;
      if (p >= CORRECT_SCORE_MIN && grid.base1 + i <= 9 && grid.base2 + j <= 9) {
        outcomes.push({ T: T.correctScore, p, P: scoreParam(grid.base1 + i, grid.base2 + j) });
      } else other += p;
    }
  }
  outcomes.push({ T: T.correctScoreOther, p: other });
  return exclusiveMarket(G.correctScore, outcomes);
}

function bothToScore(grid: ScoreGrid): FairMarket {
  let yes = 0;
  for (let i = 0; i < grid.n; i++) {
    for (let j = 0; j < grid.n; j++) {
      if (grid.base1 + i > 0 && grid.base2 + j > 0) yes += grid.p[i * grid.n + j] ?? 0;
    }
  }
  return exclusiveMarket(G.btts, [
    { T: T.bttsYes, p: yes },
    { T: T.bttsNo, p: 1 - yes },
  ]);
}

/** Every fair market of a goal sport; the main ones first (1X2 or winner, double chance, handicap, total). */
export function goalMarkets(input: GoalMarketInput): FairMarket[] {
  const { grid } = input;
  const diff = diffDist(grid);
  const total = totalDist(grid);
  const c = cutAt(diff, 0);
  const markets: FairMarket[] = [
    exclusiveMarket(G.x12, [
      { T: T.home, p: c.above },
      { T: T.draw, p: c.at },
      { T: T.away, p: c.below },
    ]),
  ];
  if (input.overtimeHomeShare !== undefined) {
    const pHome = c.above + c.at * input.overtimeHomeShare;
    markets.push(
      exclusiveMarket(G.moneyline, [
        { T: T.moneyline1, p: pHome },
        { T: T.moneyline2, p: 1 - pHome },
      ]),
    );
  }
  markets.push(doubleChanceMarket(G.doubleChance, [T.homeOrDraw, T.homeOrAway, T.drawOrAway], c.above, c.at, c.below));
  const hCentre = balancedHalfLine(diff, -1);
  const tCentre = balancedHalfLine(total);
  const scored = grid.base1 + grid.base2;
  markets.push(handicapMarket(G.handicap, T.handicap1, T.handicap2, diff, linesAround(hCentre, 2, 0.25)));
  markets.push(overUnderMarket(G.total, T.over, T.under, total, linesAround(tCentre, 2, 0.25, scored)));

  const home = teamDist(grid, 1);
  const away = teamDist(grid, 2);
  markets.push(
    overUnderMarket(G.teamTotal1, T.team1Over, T.team1Under, home, linesAround(balancedHalfLine(home), 1, 0.25)),
    overUnderMarket(G.teamTotal2, T.team2Over, T.team2Under, away, linesAround(balancedHalfLine(away), 1, 0.25)),
    bothToScore(grid),
    correctScore(grid),
  );
  if (input.halfTime) {
    const ht = input.halfTime;
    const hc = cutAt(diffDist(ht), 0);
    const htTotal = totalDist(ht);
    markets.push(
      exclusiveMarket(G.halfTimeX12, [
        { T: T.halfTimeHome, p: hc.above },
        { T: T.halfTimeDraw, p: hc.at },
        { T: T.halfTimeAway, p: hc.below },
      ]),
      overUnderMarket(
        G.halfTimeTotal,
        T.halfTimeOver,
        T.halfTimeUnder,
        htTotal,
        linesAround(balancedHalfLine(htTotal), 1, 0.25, ht.base1 + ht.base2),
      ),
    );
  }
  return nonEmpty(markets);
}
