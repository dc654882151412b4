import { MatchEvent } from '@fairline/shared/enums/match-event';
import { describe, expect, it } from 'vitest';
import { SPORT } from '../catalog/sports';
import { ManualClock } from '../clock';
import { TradingEngine } from '../engine';
import { Schedule } from '../schedule/fixtures';
import { buildTimeline } from './build-timeline';
import { liveScore } from './score-block';
import { latestEvent } from './situation';
import { stateAt } from './state';
import type { Timeline } from './timeline';

const T0 = Date.UTC(2026, 2, 14, 15, 0);
const seed = 20261122;
const engine = new TradingEngine(seed, new ManualClock(T0));
const schedule = new Schedule(seed, engine.catalog);

/** A game whose first goal and first incident come after its first minute. */
function timelineOf(sportId: number): Timeline {
  for (const g of engine.listGames(T0, { kind: 'line', sportIds: [sportId] })) {
    const f = schedule.byConstId(g.constId);
    const tl = f && buildTimeline(seed, engine.catalog, f);
    const quiet = (t: number | undefined) => t === undefined || t > (tl?.kickoff ?? 0) + 60_000;
    if (tl && !tl.cancel && tl.events.length > 0 && quiet(tl.events[0]?.t) && quiet(tl.incidents[0]?.t)) return tl;
  }
  throw new Error(`no game of sport ${sportId}`);
}

const scoreAt = (tl: Timeline, t: number) => liveScore(tl, stateAt(tl, t));
const stat = (tl: Timeline, t: number, id: number) => scoreAt(tl, t).ST[0]?.Value.find((s) => s.ID === id);

describe('latest match event (SC.LE)', () => {
  const football = timelineOf(SPORT.football);
  const first = football.periods[0];
  if (!first) throw new Error('football without periods');

  it('has no event at kick-off: every counter still reads 0', () => {
    expect(latestEvent(football, football.kickoff)).toBeUndefined();
    expect(scoreAt(football, football.kickoff).LE).toBeUndefined();
  });

  it('names an attack at the second the attack counter of ST ticks, for the side whose counter moved', () => {
    let checked = 0;
    for (let t = first.start + 60_000; t < first.start + 30 * 60_000 && checked < 3; t += 7_000) {
      const e = latestEvent(football, t);
      if (e?.kind !== MatchEvent.Attack) continue;
      const side = e.team === 1 ? 'S1' : 'S2';
      const after = stat(football, e.t, 45)?.[side] ?? 0;
      const before = stat(football, e.t - 1000, 45)?.[side] ?? 0;
      expect(after).toBe(before + 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('names a goal, with its side, from the moment it is scored', () => {
    const goal = football.events[0];
    if (!goal) throw new Error('no goal');
    expect(latestEvent(football, goal.t)).toMatchObject({ kind: MatchEvent.Goal, team: goal.team, t: goal.t });
    const le = scoreAt(football, goal.t).LE;
    expect(le).toMatchObject({ K: MatchEvent.Goal, T: goal.team });
    expect(le?.TS).toBe(stateAt(football, goal.t).clock);
  });

  it('names each incident kind (shots, corners, cards, penalties) at its moment', () => {
    const kinds = new Set<number>();
    for (const i of football.incidents) {
      const e = latestEvent(football, i.t);
      expect(e?.t).toBe(i.t);
      expect(e?.team).toBe(i.team);
      if (e) kinds.add(e.kind);
    }
    expect([...kinds].every((k) => k >= MatchEvent.ShotOnTarget && k <= MatchEvent.Penalty)).toBe(true);
  });

  it('is a pure function of (seed, moment): two builds of the story give the same event', () => {
    const again = timelineOf(SPORT.football);
    for (let t = first.start; t < first.end; t += 5 * 60_000) {
      expect(latestEvent(again, t)).toEqual(latestEvent(football, t));
    }
  });

  it('gives a basketball basket with its points', () => {
    const basketball = timelineOf(SPORT.basketball);
    const basket = basketball.events[5];
    if (!basket) throw new Error('no basket');
    const le = scoreAt(basketball, basket.t).LE;
    expect(le).toMatchObject({ K: MatchEvent.Basket, T: basket.team, P: basket.points });
  });

  it('has no latest event in set sports (their units are games, not plays)', () => {
    const tennis = timelineOf(SPORT.tennis);
    expect(scoreAt(tennis, tennis.end - 1).LE).toBeUndefined();
  });
});
