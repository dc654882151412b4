// The pricing model of one game, from the two teams' strengths.
import type { ChampSpec } from '../catalog/champ-specs';
import { SPORT } from '../catalog/sports';
import type { Team } from '../types';
import { GOAL_PARAMS, pointParams } from './params';
import type { SetFormat } from './sets-model';

export interface GoalModel {
  kind: 'goals';
  lambda: number;
  mu: number;
  rho: number;
  /** Ice hockey: regulation draws go to overtime; the home side's chance there. */
  overtimeHomeShare?: number;
}

export interface PointModel {
  kind: 'points';
  mean1: number;
  mean2: number;
  sd: number;
  hasDraw: boolean;
}

export interface SetModel {
  kind: 'sets';
  format: SetFormat;
  /** Unit win probability for player 1 (constant-unit sports). */
  p: number;
  /** Tennis: hold probabilities and the tie-break unit probability. */
  hold1?: number;
  hold2?: number;
  tiebreak?: number;
}

export type GameModel = GoalModel | PointModel | SetModel;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Builds the model of a game between home and away in a championship. */
export function gameModel(spec: ChampSpec, home: Team, away: Team): GameModel {
  const h = home.strength;
  const a = away.strength;
  const goal = GOAL_PARAMS[spec.sportId];
  if (goal) {
    const lambda = goal.base * Math.exp(goal.home + h.attack + a.defence);
    const mu = goal.base * Math.exp(a.attack + h.defence);
    const model: GoalModel = { kind: 'goals', lambda, mu, rho: goal.rho };
    if (spec.sportId === SPORT.hockey) model.overtimeHomeShare = clamp(0.5 + (lambda - mu) / (lambda + mu), 0.3, 0.7);
    return model;
  }
  if (spec.sportId === SPORT.basketball || spec.sportId === SPORT.handball) {
    const p = pointParams(spec.sportId, spec.variant);
    return {
      kind: 'points',
      mean1: p.base * Math.exp(p.home + h.attack + a.defence),
      mean2: p.base * Math.exp(a.attack + h.defence),
      sd: p.sd,
      hasDraw: spec.sportId === SPORT.handball,
    };
  }
  const diff = h.rating - a.rating;
  if (spec.sportId === SPORT.tennis) {
    const base = logit(spec.variant === 'wta' ? 0.64 : 0.79);
    const hold1 = logistic(base + 0.3 * diff);
    const hold2 = logistic(base - 0.3 * diff);
    return {
      kind: 'sets',
      format: { bestOf: 3, target: 6, decidingTarget: 6, tiebreakAt: 6 },
      p: 0.5,
      hold1,
      hold2,
      tiebreak: clamp(0.5 + 0.6 * (hold1 - hold2), 0.2, 0.8),
    };
  }
  if (spec.sportId === SPORT.volleyball) {
    return {
      kind: 'sets',
      format: { bestOf: 5, target: 25, decidingTarget: 15 },
      p: clamp(0.505 + 0.02 * diff, 0.4, 0.6),
    };
  }
  if (spec.sportId === SPORT.cs2) {
    return {
      kind: 'sets',
      format: { bestOf: 3, target: 13, decidingTarget: 13 },
      p: clamp(0.5 + 0.04 * diff, 0.35, 0.65),
    };
  }
  return {
    kind: 'sets',
    format: { bestOf: 5, target: 11, decidingTarget: 11 },
    p: clamp(0.5 + 0.025 * diff, 0.38, 0.62),
  };
}
