// In-play story of set sports: unit by unit (games, points, rallies, rounds), sets in sequence.
import { SPORT } from '../catalog/sports';
import type { SetModel } from '../models/game-model';
import { isSetOver } from '../models/sets-model';
import { firstServerOf, unitProb } from '../models/sets-pricing';
import { type Rng, uniform } from '../rng';
import type { Names } from '../types';
import { minutes, type Period, periodName, type ScoreEvent } from './timeline';

export interface SetStory {
  periods: Period[];
  events: ScoreEvent[];
}

interface Pace {
  unitMs: [number, number];
  breakMs: number;
  name: (i: number) => Names;
}

function paceOf(sportId: number): Pace {
  if (sportId === SPORT.tennis)
    return { unitMs: [minutes(3.5), minutes(5.5)], breakMs: minutes(2), name: (i) => periodName(i, 'set', 'сет') };
  if (sportId === SPORT.volleyball)
    return { unitMs: [18_000, 32_000], breakMs: minutes(3), name: (i) => periodName(i, 'set', 'сет') };
  if (sportId === SPORT.cs2)
    return { unitMs: [minutes(1.6), minutes(2.2)], breakMs: minutes(5), name: (i) => periodName(i, 'map', 'карта') };
  return { unitMs: [9_000, 17_000], breakMs: minutes(1), name: (i) => periodName(i, 'game', 'партия') };
}

/** Draws the in-play story of a tennis, table tennis, volleyball or CS2 match. */
export function simulateSets(rng: Rng, sportId: number, model: SetModel, kickoff: number): SetStory {
  const pace = paceOf(sportId);
  const f = model.format;
  const need = Math.ceil(f.bestOf / 2);
  const periods: Period[] = [];
  const events: ScoreEvent[] = [];
  let sets1 = 0;
  let sets2 = 0;
  let t = kickoff;
  for (let set = 0; sets1 < need && sets2 < need; set++) {
    const deciding = sets1 === need - 1 && sets2 === need - 1;
    const target = deciding ? f.decidingTarget : f.target;
    const unit = unitProb(model, firstServerOf(set));
    const start = t;
    let a = 0;
    let b = 0;
    while (!isSetOver(a, b, target, f.tiebreakAt)) {
      t += uniform(rng, pace.unitMs[0], pace.unitMs[1]);
      const team: 1 | 2 = rng() < unit(a, b) ? 1 : 2;
      if (team === 1) a++;
      else b++;
      events.push({ t, team, points: 1, period: set + 1 });
    }
    if (a > b) sets1++;
    else sets2++;
    periods.push({ n: set + 1, name: pace.name(set), start, end: t + 1, clockMs: 0 });
    t += pace.breakMs;
  }
  return { periods, events };
}
