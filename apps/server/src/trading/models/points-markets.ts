// Markets of points sports (basketball, handball): team scores as independent normals.
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
import { G, T } from '../pricing/groups';
import { cutAt, discreteNormal, shift } from './dist';

export interface PointsMarketInput {
  /** Points (goals) still to come: means and per-team standard deviation. */
  mean1: number;
  mean2: number;
  sd: number;
  /** Current score. */
  score1: number;
  score2: number;
  /** Handball keeps the draw (1X2); basketball plays overtime (winner, draw shared half-half). */
  hasDraw: boolean;
}

/** Every fair market of a points sport; main ones first. */
export function pointsMarkets(input: PointsMarketInput): FairMarket[] {
  const { mean1, mean2, sd, score1, score2 } = input;
  const pairSd = Math.max(0.3, sd * Math.SQRT2);
  const diff = shift(discreteNormal(mean1 - mean2, pairSd), score1 - score2);
  const total = shift(discreteNormal(mean1 + mean2, pairSd), score1 + score2);
  const c = cutAt(diff, 0);
  const markets: FairMarket[] = [];
  if (input.hasDraw) {
    markets.push(
      exclusiveMarket(G.x12, [
        { T: T.home, p: c.above },
        { T: T.draw, p: c.at },
        { T: T.away, p: c.below },
      ]),
      doubleChanceMarket(G.doubleChance, [T.homeOrDraw, T.homeOrAway, T.drawOrAway], c.above, c.at, c.below),
    );
  } else {
    const pHome = c.above + c.at / 2;
    markets.push(
      exclusiveMarket(G.moneyline, [
        { T: T.moneyline1, p: pHome },
        { T: T.moneyline2, p: 1 - pHome },
      ]),
    );
  }
  const hCentre = balancedHalfLine(diff, -1);
  const tCentre = balancedHalfLine(total);
  markets.push(
    handicapMarket(G.handicap, T.handicap1, T.handicap2, diff, linesAround(hCentre, 3, 1)),
    overUnderMarket(G.total, T.over, T.under, total, linesAround(tCentre, 4, 1)),
  );
  const team1 = shift(discreteNormal(mean1, Math.max(0.3, sd)), score1);
  const team2 = shift(discreteNormal(mean2, Math.max(0.3, sd)), score2);
  markets.push(
    overUnderMarket(G.teamTotal1, T.team1Over, T.team1Under, team1, linesAround(balancedHalfLine(team1), 2, 1)),
    overUnderMarket(G.teamTotal2, T.team2Over, T.team2Under, team2, linesAround(balancedHalfLine(team2), 2, 1)),
  );
  return nonEmpty(markets);
}
