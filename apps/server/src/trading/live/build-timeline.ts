// The story of one game, a pure function of (seed, fixture): the same in every run and order.
import type { Catalog } from '../catalog/catalog';
import { SPORT } from '../catalog/sports';
import { gameModel } from '../models/game-model';
import { rngFor, uniform } from '../rng';
import type { Fixture } from '../schedule/fixtures';
import { simulateGoals } from './simulate-goals';
import { simulatePoints } from './simulate-points';
import { simulateSets } from './simulate-sets';
import { SETTLE_DELAY, SUSPEND_MS, type Timeline } from './timeline';

/** Share of games postponed before kick-off, and abandoned in play (on top). */
const POSTPONED = 0.004;
const ABANDONED = 0.006;
const PENALTY_SUSPEND_MS = 85_000;

/** Builds the in-play story of a fixture; undefined when its teams are unknown. */
export function buildTimeline(seed: number, catalog: Catalog, fixture: Fixture): Timeline | undefined {
  const spec = catalog.specById.get(fixture.champId);
  const home = catalog.teamById.get(fixture.homeId);
  const away = catalog.teamById.get(fixture.awayId);
  if (!spec || !home || !away) return undefined;
  const model = gameModel(spec, home, away);
  const rng = rngFor(seed, 'game', fixture.constId, 'story');
  const kickoff = fixture.start;
  let story: Pick<Timeline, 'periods' | 'regulationPeriods' | 'events' | 'incidents' | 'flow'>;
  if (model.kind === 'goals') story = simulateGoals(rng, fixture.sportId, model, kickoff);
  else if (model.kind === 'points') {
    const quarter = spec.variant === 'nba' ? 12 : 10;
    story = { ...simulatePoints(rng, fixture.sportId, model, kickoff, quarter), incidents: [] };
  } else {
    const s = simulateSets(rng, fixture.sportId, model, kickoff);
    story = { ...s, regulationPeriods: s.periods.length, incidents: [] };
  }
  const end = story.periods[story.periods.length - 1]?.end ?? kickoff;
  const suspensions: [number, number][] = [];
  if (fixture.sportId === SPORT.football || fixture.sportId === SPORT.fifa || fixture.sportId === SPORT.hockey) {
    for (const e of story.events) suspensions.push([e.t, e.t + SUSPEND_MS]);
    for (const i of story.incidents) {
      if (i.kind === 'red') suspensions.push([i.t, i.t + SUSPEND_MS]);
      if (i.kind === 'penalty') suspensions.push([i.t, i.t + PENALTY_SUSPEND_MS]);
    }
    suspensions.sort((a, b) => a[0] - b[0]);
  }
  const timeline: Timeline = {
    sportId: fixture.sportId,
    model,
    kickoff,
    end,
    settleAt: end + SETTLE_DELAY,
    ...story,
    suspensions,
    isSets: model.kind === 'sets',
  };
  const fate = rngFor(seed, 'game', fixture.constId, 'fate');
  const u = fate();
  if (u < POSTPONED) timeline.cancel = { at: kickoff, reason: 'postponed' };
  else if (u < POSTPONED + ABANDONED) {
    timeline.cancel = {
      at: Math.floor(uniform(fate, kickoff + 60_000, Math.max(kickoff + 120_000, end - 60_000))),
      reason: 'abandoned',
    };
  }
  return timeline;
}
