import { describe, expect, it } from 'vitest';
import { SPORT } from '../catalog/sports';
import { ManualClock } from '../clock';
import { TradingEngine } from '../engine';
import { Schedule } from '../schedule/fixtures';
import { buildTimeline } from './build-timeline';
import { liveScore } from './score-block';
import { tableTennisServer, tennisServer, tiebreakServer } from './serve';
import { stateAt } from './state';
import type { Timeline } from './timeline';

const T0 = Date.UTC(2026, 2, 14, 15, 0);
const seed = 20261122;
const engine = new TradingEngine(seed, new ManualClock(T0));
const schedule = new Schedule(seed, engine.catalog);

function timelineOf(sportId: number, wanted: (tl: Timeline) => boolean = () => true): Timeline {
  for (const g of engine.listGames(T0, { kind: 'line', sportIds: [sportId] })) {
    const f = schedule.byConstId(g.constId);
    const tl = f && buildTimeline(seed, engine.catalog, f);
    if (tl && !tl.cancel && wanted(tl)) return tl;
  }
  throw new Error(`no game of sport ${sportId}`);
}

const scoreAt = (tl: Timeline, t: number) => liveScore(tl, stateAt(tl, t));
const points = (tl: Timeline, t: number): [number, number] => {
  const gp = scoreAt(tl, t).GP;
  return [gp?.S1 ?? 0, gp?.S2 ?? 0];
};
/** A set that went to 6:6 (its 13th unit is a tie-break). */
const hasTiebreak = (tl: Timeline) => tl.events.filter((e) => e.period === 1).length === 13;

describe('who serves and the point score of set sports (SC.SV, SC.GP)', () => {
  const tennis = timelineOf(SPORT.tennis);
  const set1 = tennis.events.filter((e) => e.period === 1);

  it('gives each tennis game to the server the engine prices holds for: player 1 opens odd sets, turns alternate', () => {
    expect([0, 1, 2].map((games) => tennisServer(0, games, 0))).toEqual([1, 2, 1]);
    expect(tennisServer(1, 0, 0)).toBe(2);
    let a = 0;
    let b = 0;
    for (const game of set1) {
      expect(scoreAt(tennis, game.t - 1).SV).toBe(tennisServer(0, a, b));
      if (game.team === 1) a++;
      else b++;
    }
  });

  it('shows the game winner one point from the game just before each tennis game ends, and 0:0 once it is won', () => {
    for (const game of set1.slice(0, 12)) {
      const [p1, p2] = points(tennis, game.t - 1);
      const [won, lost] = game.team === 1 ? [p1, p2] : [p2, p1];
      expect(won).toBeGreaterThanOrEqual(3);
      expect(won).toBeGreaterThan(lost);
      expect(points(tennis, game.t)).toEqual([0, 0]);
    }
  });

  it('never shows a finished game: points only grow within a game and stay below a won game', () => {
    const last = set1[5];
    if (!last) throw new Error('short set');
    let before: [number, number] = [0, 0];
    for (let t = (set1[4]?.t ?? 0) + 1; t < last.t; t += 2_000) {
      const now = points(tennis, t);
      expect(now[0] + now[1]).toBeGreaterThanOrEqual(before[0] + before[1]);
      const [hi = 0, lo = 0] = [...now].sort((x, y) => y - x);
      expect(hi < 4 || hi - lo < 2).toBe(true);
      before = now;
    }
  });

  it('counts tie-break points to seven, the tie-break server serving one and then two each', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => tiebreakServer(1, k))).toEqual([1, 2, 2, 1, 1, 2]);
    const tb = timelineOf(SPORT.tennis, hasTiebreak);
    const unit = tb.events.filter((e) => e.period === 1)[12];
    if (!unit) throw new Error('no tie-break');
    const [p1, p2] = points(tb, unit.t - 1);
    expect(Math.max(p1, p2)).toBeGreaterThanOrEqual(6);
    expect(unit.team === 1 ? p1 > p2 : p2 > p1).toBe(true);
  });

  it('is a pure function of the story: the same points and server in two builds, and the set score unchanged', () => {
    const again = timelineOf(SPORT.tennis);
    for (const game of set1.slice(0, 6)) {
      const mid = game.t - 20_000;
      expect(scoreAt(again, mid)).toEqual(scoreAt(tennis, mid));
    }
    expect(again.events).toEqual(tennis.events);
  });

  it('gives volleyball the serve to the side that won the last rally', () => {
    const volleyball = timelineOf(SPORT.volleyball);
    const rallies = volleyball.events.filter((e) => e.period === 1).slice(0, 10);
    rallies.slice(1).forEach((rally, i) => {
      expect(scoreAt(volleyball, rally.t - 1).SV).toBe(rallies[i]?.team);
    });
    expect(scoreAt(volleyball, rallies[0]?.t ?? 0).GP).toBeUndefined();
  });

  it('gives table tennis two serves each, then one each from 10:10', () => {
    expect([0, 1, 2, 3, 4].map((n) => tableTennisServer(0, n, 0))).toEqual([1, 1, 2, 2, 1]);
    expect([20, 21, 22].map((n) => tableTennisServer(0, 10, n - 10))).toEqual([1, 2, 1]);
    const tt = timelineOf(SPORT.tableTennis);
    const first = tt.events[0];
    if (!first) throw new Error('no point');
    expect(scoreAt(tt, first.t - 1).SV).toBe(1);
  });

  it('says nothing between sets, nor for CS2 or goal sports, and adds few bytes to a frame', () => {
    const [s1] = tennis.periods;
    if (!s1) throw new Error('no set');
    expect(scoreAt(tennis, s1.end + 30_000).SV).toBeUndefined();
    const cs2 = timelineOf(SPORT.cs2);
    expect(scoreAt(cs2, (cs2.events[0]?.t ?? 0) - 1).SV).toBeUndefined();
    const football = timelineOf(SPORT.football);
    expect(scoreAt(football, football.kickoff + 60_000).SV).toBeUndefined();
    const sc = scoreAt(tennis, (set1[0]?.t ?? 0) - 1);
    expect(JSON.stringify({ SV: sc.SV, GP: sc.GP }).length).toBeLessThanOrEqual(32);
  });
});
