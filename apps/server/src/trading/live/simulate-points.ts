// In-play story of points sports: basketball (overtime until decided) and handball (draws stand).
import { SPORT } from '../catalog/sports';
import type { PointModel } from '../models/game-model';
import { normal, poisson, type Rng, sortedTimes } from '../rng';
import { atPlayTime, layPeriods, minutes, type Period, periodName, playLength, type ScoreEvent } from './timeline';

export interface PointStory {
  periods: Period[];
  regulationPeriods: number;
  events: ScoreEvent[];
}

/** Splits a team's points into baskets (1, 2 and 3 points). */
function baskets(rng: Rng, total: number, basketball: boolean): number[] {
  if (!basketball) return Array<number>(total).fill(1);
  const out: number[] = [];
  let left = total;
  while (left > 0) {
    const u = rng();
    const pts = Math.min(left, u < 0.22 ? 3 : u < 0.38 ? 1 : 2);
    out.push(pts);
    left -= pts;
  }
  return out;
}

function spread(rng: Rng, periods: Period[], team: 1 | 2, points: number[], from = 0): ScoreEvent[] {
  const total = playLength(periods.slice(from));
  return sortedTimes(rng, points.length, 0, total).map((p, i) => {
    const at = atPlayTime(periods.slice(from), p);
    return { t: at.t, team, points: points[i] ?? 1, period: at.period + from };
  });
}

/** Draws the in-play story of a basketball or handball game. */
export function simulatePoints(
  rng: Rng,
  sportId: number,
  model: PointModel,
  kickoff: number,
  quarterMin = 10,
): PointStory {
  const basketball = sportId === SPORT.basketball;
  const parts = basketball
    ? [2, 15, 2, 0].map((b, i) => ({
        name: periodName(i, 'quarter', 'четверть'),
        clockMs: minutes(quarterMin),
        extraMs: 0,
        breakMs: minutes(b),
      }))
    : [15, 0].map((b, i) => ({
        name: periodName(i, 'half', 'тайм'),
        clockMs: minutes(30),
        extraMs: 0,
        breakMs: minutes(b),
      }));
  const periods = layPeriods(kickoff, parts);
  const score1 = Math.max(5, Math.round(normal(rng, model.mean1, model.sd)));
  const score2 = Math.max(5, Math.round(normal(rng, model.mean2, model.sd)));
  const events = [
    ...spread(rng, periods, 1, baskets(rng, score1, basketball)),
    ...spread(rng, periods, 2, baskets(rng, score2, basketball)),
  ];
  const regulationPeriods = periods.length;
  let s1 = score1;
  let s2 = score2;
  const otRate = ((model.mean1 + model.mean2) / 2 / (4 * quarterMin)) * 5;
  while (basketball && s1 === s2) {
    const last = periods[periods.length - 1];
    if (!last) break;
    const start = last.end + minutes(2);
    const n = periods.length;
    periods.push({
      n: n + 1,
      name: { en: `Overtime ${n - 3}`, ru: `Овертайм ${n - 3}` },
      start,
      end: start + minutes(5),
      clockMs: minutes(5),
    });
    const ot1 = baskets(rng, poisson(rng, otRate), true);
    const ot2 = baskets(rng, poisson(rng, otRate), true);
    events.push(...spread(rng, periods, 1, ot1, n), ...spread(rng, periods, 2, ot2, n));
    s1 += ot1.reduce((a, b) => a + b, 0);
    s2 += ot2.reduce((a, b) => a + b, 0);
    if (periods.length > 8 && s1 === s2) {
      events.push({ t: start + minutes(5) - 1, team: 1, points: 1, period: n + 1 });
      s1 += 1;
    }
  }
  events.sort((a, b) => a.t - b.t);
  return { periods, regulationPeriods, events };
}
