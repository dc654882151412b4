// In-play story of goal sports: the regulation score is drawn from the pricing grid itself, so
// simulated results follow the odds; goal times are spread uniformly over play time.
import { SPORT } from '../catalog/sports';
import type { GoalModel } from '../models/game-model';
import { sampleGrid, scoreGrid } from '../models/score-grid';
import { chance, intBetween, poisson, type Rng, shuffled, sortedTimes, uniform } from '../rng';
import {
  atPlayTime,
  type Incident,
  layPeriods,
  minutes,
  type Period,
  periodName,
  playLength,
  type ScoreEvent,
} from './timeline';

export interface GoalStory {
  periods: Period[];
  regulationPeriods: number;
  events: ScoreEvent[];
  incidents: Incident[];
  flow?: { attacks: [number, number]; dangerous: [number, number]; possession: number; phase: number };
}

function layout(rng: Rng, sportId: number, kickoff: number): Period[] {
  if (sportId === SPORT.hockey) {
    return layPeriods(
      kickoff,
      [0, 1, 2].map((i) => ({
        name: periodName(i, 'period', 'период'),
        clockMs: minutes(20),
        extraMs: 0,
        breakMs: minutes(15),
      })),
    );
  }
  if (sportId === SPORT.fifa) {
    return layPeriods(
      kickoff,
      [0, 1].map((i) => ({
        name: periodName(i, 'half', 'тайм'),
        clockMs: minutes(6),
        extraMs: 0,
        breakMs: minutes(1),
      })),
    );
  }
  return layPeriods(kickoff, [
    {
      name: periodName(0, 'half', 'тайм'),
      clockMs: minutes(45),
      extraMs: minutes(intBetween(rng, 1, 4)),
      breakMs: minutes(15),
    },
    { name: periodName(1, 'half', 'тайм'), clockMs: minutes(45), extraMs: minutes(intBetween(rng, 2, 6)), breakMs: 0 },
  ]);
}

function timesFor(rng: Rng, periods: Period[], n: number): { t: number; period: number }[] {
  const total = playLength(periods);
  return sortedTimes(rng, n, 0, total).map((p) => atPlayTime(periods, p));
}

/** Hockey: a drawn regulation goes to a 5-minute overtime, then a shoot-out worth one goal. */
function overtime(rng: Rng, model: GoalModel, periods: Period[], events: ScoreEvent[]): void {
  const last = periods[periods.length - 1];
  if (!last) return;
  const homeWins = chance(rng, model.overtimeHomeShare ?? 0.5);
  const team: 1 | 2 = homeWins ? 1 : 2;
  const otStart = last.end + minutes(2);
  periods.push({
    n: 4,
    name: { en: 'Overtime', ru: 'Овертайм' },
    start: otStart,
    end: otStart + minutes(5),
    clockMs: minutes(5),
  });
  if (chance(rng, 0.6)) {
    const t = uniform(rng, otStart, otStart + minutes(5));
    const ot = periods[3];
    if (ot) ot.end = t + 1;
    events.push({ t, team, points: 1, period: 4 });
    return;
  }
  const soStart = otStart + minutes(6);
  periods.push({
    n: 5,
    name: { en: 'Shoot-out', ru: 'Буллиты' },
    start: soStart,
    end: soStart + minutes(4),
    clockMs: 0,
  });
  events.push({ t: soStart + minutes(4) - 1, team, points: 1, period: 5 });
}

function footballIncidents(
  rng: Rng,
  model: GoalModel,
  periods: Period[],
  events: ScoreEvent[],
  cyber: boolean,
): Incident[] {
  const out: Incident[] = [];
  const add = (kind: Incident['kind'], team: 1 | 2, n: number, xg?: () => number) => {
    for (const at of timesFor(rng, periods, n))
      out.push(xg ? { t: at.t, team, kind, xg: xg() } : { t: at.t, team, kind });
  };
  for (const team of [1, 2] as const) {
    const rate = team === 1 ? model.lambda : model.mu;
    add('yellow', team, poisson(rng, cyber ? 0.5 : 1.9));
    add('red', team, poisson(rng, cyber ? 0.02 : 0.06));
    add('corner', team, poisson(rng, 3.5 + rate));
    add('shotOn', team, poisson(rng, 2.5 + rate), () => uniform(rng, 0.04, 0.2));
    add('shotOff', team, poisson(rng, 4 + 1.5 * rate), () => uniform(rng, 0.02, 0.08));
    // Penalties: most are scored (one of the team's goals becomes a penalty); some are missed.
    const penalties = poisson(rng, cyber ? 0.05 : 0.13);
    const goals = events.filter((e) => e.team === team && !e.penalty);
    for (let k = 0; k < penalties; k++) {
      const goal = goals[k];
      if (goal && chance(rng, 0.77)) {
        goal.penalty = true;
        const periodStart = periods[goal.period - 1]?.start ?? goal.t;
        out.push({ t: Math.max(periodStart, goal.t - 70_000), team, kind: 'penalty' });
      } else {
        const at = timesFor(rng, periods, 1)[0];
        if (at) out.push({ t: at.t, team, kind: 'penalty' });
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

/** Draws the in-play story of a football, FIFA or ice hockey game. */
export function simulateGoals(rng: Rng, sportId: number, model: GoalModel, kickoff: number): GoalStory {
  const periods = layout(rng, sportId, kickoff);
  const regulationPeriods = periods.length;
  const [home, away] = sampleGrid(scoreGrid(model.lambda, model.mu, model.rho), rng());
  const teams = shuffled(rng, [...Array<1>(home).fill(1), ...Array<2>(away).fill(2)]);
  const events: ScoreEvent[] = timesFor(rng, periods, home + away).map((at, i) => ({
    t: at.t,
    period: at.period,
    team: teams[i] ?? 1,
    points: 1,
  }));
  if (sportId === SPORT.hockey && home === away) overtime(rng, model, periods, events);
  if (sportId === SPORT.hockey) return { periods, regulationPeriods, events, incidents: [] };
  const cyber = sportId === SPORT.fifa;
  const incidents = footballIncidents(rng, model, periods, events, cyber);
  const balance = Math.log(model.lambda / model.mu);
  const flow = {
    attacks: [
      Math.round(uniform(rng, 85, 110) * Math.exp(balance / 4)),
      Math.round(uniform(rng, 85, 110) * Math.exp(-balance / 4)),
    ] as [number, number],
    dangerous: [
      Math.round(uniform(rng, 40, 60) * Math.exp(balance / 3)),
      Math.round(uniform(rng, 40, 60) * Math.exp(-balance / 3)),
    ] as [number, number],
    possession: Math.max(30, Math.min(70, 50 + 12 * balance + uniform(rng, -4, 4))),
    phase: uniform(rng, 0, 2 * Math.PI),
  };
  return { periods, regulationPeriods, events, incidents, flow };
}
