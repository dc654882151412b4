// Settling one selection from a game's result (betting-rules.md, Settlement): regulation time
// unless the market says otherwise, pushes void, quarter lines split, cancelled games void unless
// the market was already decided.
import type { SettledLegResult } from '@fairline/shared/coupon/leg';
import { settleHandicap, settleTotal } from '@fairline/shared/coupon/quarter-lines';
import { G, T } from '../../trading/pricing/groups';
import type { GameResult } from '../../trading/types';

/** A selection as stored: type, group, line and what the bet knew when placed. */
export interface SettleableLeg {
  type: number;
  group: number;
  param: number | null;
  /** For "any other score": the scores listed when the bet was accepted. */
  listedScores?: readonly number[];
}

type Score = { home: number; away: number };

const outcome = (won: boolean): SettledLegResult => (won ? 'won' : 'lost');

/** Decodes a score parameter (home + away / 1000, e.g. 1.002 is 1:2). */
export function scoreOfParam(param: number): Score {
  const home = Math.floor(param + 1e-9);
  return { home, away: Math.round((param - home) * 1000) };
}

const isScore = (param: number | null, score: Score) => {
  if (param === null) return false;
  const s = scoreOfParam(param);
  return s.home === score.home && s.away === score.away;
};

/** The result of a selection on a full-time (or, for set sports, sets) score and a half-time score. */
function settleOn(leg: SettleableLeg, full: Score, final: Score, half: Score | undefined): SettledLegResult {
  const { home, away } = full;
  const p = leg.param ?? 0;
  switch (leg.group) {
    case G.x12:
      return outcome(leg.type === T.home ? home > away : leg.type === T.draw ? home === away : away > home);
    case G.doubleChance:
      return outcome(
        leg.type === T.homeOrDraw ? home >= away : leg.type === T.homeOrAway ? home !== away : away >= home,
      );
    case G.handicap:
    case G.setHandicap:
      return leg.type === T.handicap1 || leg.type === T.setHandicap1
        ? settleHandicap(home, away, p)
        : settleHandicap(away, home, p);
    case G.total:
    case G.setTotal:
      return settleTotal(home + away, p, leg.type === T.over || leg.type === T.setOver ? 'over' : 'under');
    case G.teamTotal1:
      return settleTotal(home, p, leg.type === T.team1Over ? 'over' : 'under');
    case G.teamTotal2:
      return settleTotal(away, p, leg.type === T.team2Over ? 'over' : 'under');
    case G.btts:
      return outcome((home > 0 && away > 0) === (leg.type === T.bttsYes));
    case G.moneyline:
      if (final.home === final.away) return 'void';
      return outcome(leg.type === T.moneyline1 ? final.home > final.away : final.away > final.home);
    case G.correctScore:
      if (leg.type === T.correctScore) return outcome(isScore(leg.param, full));
      if (!leg.listedScores) return 'void';
      return outcome(!leg.listedScores.some((listed) => isScore(listed, full)));
    case G.setScore:
      return outcome(isScore(leg.param, full));
    case G.halfTimeX12:
      if (!half) return 'void';
      return outcome(
        leg.type === T.halfTimeHome
          ? half.home > half.away
          : leg.type === T.halfTimeDraw
            ? half.home === half.away
            : half.away > half.home,
      );
    case G.halfTimeTotal:
      if (!half) return 'void';
      return settleTotal(half.home + half.away, p, leg.type === T.halfTimeOver ? 'over' : 'under');
    default:
      return 'void';
  }
}

const HALF_TIME_GROUPS: ReadonlySet<number> = new Set([G.halfTimeX12, G.halfTimeTotal]);
// Future scores tried when deciding whether an abandoned game's market was already decided: every
// market here is monotone in each team's score, so a few small steps and a huge one cover it.
const FUTURE_STEPS = [0, 1, 2, 3, 4, 1000];

/** Settles a selection on a game's result. */
export function settleLeg(leg: SettleableLeg, result: GameResult): SettledLegResult {
  if (result.status !== 'cancelled') return settleOn(leg, result.regulation, result.final, result.halfTime);
  if (result.cancellation?.reason !== 'abandoned') return 'void';
  const isHalfMarket = HALF_TIME_GROUPS.has(leg.group);
  const halfOver = result.periods.length >= 2;
  if (isHalfMarket && halfOver && result.halfTime)
    return settleOn(leg, result.regulation, result.final, result.halfTime);
  const base = isHalfMarket ? result.halfTime : result.regulation;
  if (!base) return 'void';
  return decidedOrVoid((extra) => {
    const score = { home: base.home + extra.home, away: base.away + extra.away };
    return isHalfMarket ? settleOn(leg, score, score, score) : settleOn(leg, score, score, undefined);
  });
}

function decidedOrVoid(resultWith: (extra: Score) => SettledLegResult): SettledLegResult {
  const first = resultWith({ home: 0, away: 0 });
  for (const home of FUTURE_STEPS) {
    for (const away of FUTURE_STEPS) {
      if (resultWith({ home, away }) !== first) return 'void';
    }
  }
  return first;
}
