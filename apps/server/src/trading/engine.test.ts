import { describe, expect, it } from 'vitest';
import { SPORT } from './catalog/sports';
import { ManualClock } from './clock';
import { TradingEngine } from './engine';
import { buildTimeline } from './live/build-timeline';
import { Schedule } from './schedule/fixtures';
import type { GameInfo } from './types';

const T0 = Date.UTC(2026, 2, 14, 15, 0);
const HOUR = 3_600_000;
const seed = 20261122;
const engine = new TradingEngine(seed, new ManualClock(T0));
const schedule = new Schedule(seed, engine.catalog);

const timelineOf = (g: GameInfo) => {
  const f = schedule.byConstId(g.constId);
  const tl = f && buildTimeline(seed, engine.catalog, f);
  if (!tl) throw new Error('no timeline');
  return tl;
};

const outcomeOf = (id: number, t: number, T: number, G: number) =>
  engine.getGameMarkets(id, t)?.E.find((o) => o.T === T && o.G === G);

describe('trading engine', () => {
  it('gives identical fixtures, odds and scores to two engines with the same seed and clock', () => {
    const a = new TradingEngine(5, new ManualClock(T0));
    const b = new TradingEngine(5, new ManualClock(T0));
    expect(a.listGames()).toEqual(b.listGames());
    const live = a.listGames(T0, { kind: 'live' })[0];
    if (!live) throw new Error('nothing live');
    expect(a.getGameMarkets(live.id)).toEqual(b.getGameMarkets(live.id));
  });

  it('gives another world to another seed', () => {
    const a = new TradingEngine(5, new ManualClock(T0)).listGames(T0, { kind: 'line' });
    const b = new TradingEngine(6, new ManualClock(T0)).listGames(T0, { kind: 'line' });
    expect(a.map((g) => g.E[0]?.C)).not.toEqual(b.map((g) => g.E[0]?.C));
  });

  it.each([0, 5, 11, 17, 23, 40, 77, 130])(
    'keeps ≥ 500 line games in the next 7 days and ≥ 40 live (T0 + %i h)',
    (h) => {
      const t = T0 + h * HOUR + 7 * 60_000;
      expect(engine.listGames(t, { kind: 'line' }).length).toBeGreaterThanOrEqual(500);
      expect(engine.listGames(t, { kind: 'live' }).length).toBeGreaterThanOrEqual(40);
    },
  );

  it('covers every sport in the line', () => {
    const sports = new Set(engine.listGames(T0, { kind: 'line' }).map((g) => g.sportId));
    expect([...sports].sort((x, y) => x - y)).toEqual(Object.values(SPORT).sort((x, y) => x - y));
  });

  it('moves a game from line to live at kick-off keeping CI, then 1 → 3 → 2 with its result', () => {
    const g = engine
      .listGames(T0, { kind: 'line', sportIds: [SPORT.football] })
      .find((x) => !timelineOf(x).cancel && x.start > T0 + HOUR);
    if (!g) throw new Error('no football game');
    const tl = timelineOf(g);
    const before = engine.getGame(g.lineId, g.start - 1000);
    const during = engine.getGame(g.lineId, g.start + 10 * 60_000);
    const finishing = engine.getGame(g.liveId, tl.end + 1000);
    const settled = engine.getGame(g.liveId, tl.settleAt + 1000);
    expect(before).toMatchObject({ id: g.lineId, phase: 'line', status: 1, constId: g.constId });
    expect(during).toMatchObject({ id: g.liveId, phase: 'live', status: 1, constId: g.constId });
    expect(during?.SC?.TS).toBe(600);
    expect(finishing).toMatchObject({ phase: 'live', status: 3 });
    expect(finishing?.E.every((o) => o.B === true)).toBe(true);
    expect(settled).toMatchObject({ phase: 'finished', status: 2 });
    const result = engine.resultsBetween(tl.settleAt - 1, tl.settleAt).find((r) => r.constId === g.constId);
    expect(result?.status).toBe('finished');
    expect(result?.periods).toHaveLength(2);
    expect(result?.regulation).toEqual({
      home: (result?.periods ?? []).reduce((s, p) => s + p.home, 0),
      away: (result?.periods ?? []).reduce((s, p) => s + p.away, 0),
    });
    expect(result?.halfTime).toEqual({ home: result?.periods[0]?.home, away: result?.periods[0]?.away });
  });

  it('suspends markets for a few seconds after a goal, then re-prices from the new score', () => {
    const games = engine.listGames(T0, { kind: 'line', sportIds: [SPORT.football] });
    const g = games.find((x) => {
      const tl = timelineOf(x);
      const first = tl.events[0];
      return (
        !tl.cancel &&
        first &&
        first.team === 1 &&
        tl.suspensions.filter(([a]) => Math.abs(a - first.t) < 120_000).length === 1
      );
    });
    if (!g) throw new Error('no suitable game');
    const goal = timelineOf(g).events[0];
    if (!goal) throw new Error('no goal');
    const blocked = engine.getGameMarkets(g.liveId, goal.t + 5_000);
    expect(blocked?.groups.flatMap((x) => x.outcomes).every((o) => o.B === true)).toBe(true);
    const beforeOdds = outcomeOf(g.liveId, goal.t - 30_000, 1, 1);
    const afterOdds = outcomeOf(g.liveId, goal.t + 30_000, 1, 1);
    expect(afterOdds?.B).toBeUndefined();
    expect(afterOdds?.C ?? 0).toBeLessThan(beforeOdds?.C ?? 0);
    expect(engine.getGame(g.liveId, goal.t + 30_000)?.SC?.FS).toEqual({ S1: 1, S2: 0 });
  });

  it('publishes results with period scores, and cancels a small share of games', () => {
    const results = engine.resultsBetween(T0, T0 + 24 * HOUR);
    expect(results.length).toBeGreaterThan(500);
    for (const r of results) {
      expect(r.settledAt).toBeGreaterThan(T0);
      if (r.status === 'finished') expect(r.periods.length).toBeGreaterThan(0);
      else expect(r.cancellation).toBeDefined();
    }
    const share = results.filter((r) => r.status === 'cancelled').length / results.length;
    expect(share).toBeGreaterThan(0.002);
    expect(share).toBeLessThan(0.03);
  });

  it('reports which games changed, and why', () => {
    const changes = engine.changesBetween(T0, T0 + 10_000);
    expect(changes.some((c) => c.reasons.includes('odds'))).toBe(true);
    const kickoff = engine.listGames(T0, { kind: 'line' })[0];
    if (!kickoff) throw new Error('no line game');
    const atKickoff = engine
      .changesBetween(kickoff.start - 1, kickoff.start)
      .find((c) => c.constId === kickoff.constId);
    expect(atKickoff?.reasons).toContain('status');
    expect(atKickoff?.gameId).toBe(kickoff.liveId);
  });

  it('quotes one outcome as the coupon sees it', () => {
    const g = engine.listGames(T0, { kind: 'line', sportIds: [SPORT.football] })[0];
    const main = g?.E.find((o) => o.G === 17);
    if (!g || !main) throw new Error('no total');
    expect(engine.quote(g.id, { T: main.T, G: main.G, P: main.P }, T0)).toEqual(main);
    expect(engine.quote(g.id, { T: 9, G: 17, P: 99.5 }, T0)).toBeUndefined();
  });

  it('answers unknown or unpublished ids with nothing', () => {
    expect(engine.getGame(123, T0)).toBeUndefined();
    const late = engine.listGames(T0 + 30 * 86_400_000, { kind: 'line' }).at(-1);
    if (!late) throw new Error('no game');
    expect(engine.getGame(late.id, T0)).toBeUndefined();
  });

  it('lists games fast enough for a feed re-read every second (loose sanity check)', () => {
    const fresh = new TradingEngine(9, new ManualClock(T0));
    let t = performance.now();
    fresh.listGames(T0);
    expect(performance.now() - t).toBeLessThan(3000);
    t = performance.now();
    fresh.listGames(T0 + 1000);
    expect(performance.now() - t).toBeLessThan(500);
    const g = fresh.listGames(T0 + 1000, { kind: 'live' })[0];
    t = performance.now();
    if (g) fresh.getGameMarkets(g.id, T0 + 1000);
    expect(performance.now() - t).toBeLessThan(100);
  });
});
