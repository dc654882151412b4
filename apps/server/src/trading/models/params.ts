// Model constants per sport: goal and point rates, home advantage, spread of team strengths.
import type { Variant } from '../catalog/champ-specs';
import { SPORT } from '../catalog/sports';

export interface GoalParams {
  /** Goals per team per game for an average team (the exp of the mean attack). */
  base: number;
  home: number;
  rho: number;
  attackSd: number;
  defenceSd: number;
}

export interface PointParams {
  base: number;
  home: number;
  attackSd: number;
  defenceSd: number;
  /** Standard deviation of one team's score. */
  sd: number;
}

export const GOAL_PARAMS: Record<number, GoalParams> = {
  [SPORT.football]: { base: 1.2, home: 0.22, rho: -0.1, attackSd: 0.2, defenceSd: 0.15 },
  [SPORT.hockey]: { base: 2.8, home: 0.08, rho: -0.05, attackSd: 0.12, defenceSd: 0.1 },
  [SPORT.fifa]: { base: 2.1, home: 0.04, rho: -0.05, attackSd: 0.16, defenceSd: 0.12 },
};

const NBA: PointParams = { base: 112, home: 0.02, attackSd: 0.045, defenceSd: 0.035, sd: 12 };
const EURO: PointParams = { base: 80, home: 0.025, attackSd: 0.05, defenceSd: 0.04, sd: 10 };
const HANDBALL: PointParams = { base: 27.5, home: 0.035, attackSd: 0.07, defenceSd: 0.06, sd: 3.8 };

/** Points parameters of a championship. */
export function pointParams(sportId: number, variant?: Variant): PointParams {
  if (sportId === SPORT.handball) return HANDBALL;
  return variant === 'nba' ? NBA : EURO;
}

/** Lower tiers are more even. */
export const TIER2_SPREAD = 0.8;
