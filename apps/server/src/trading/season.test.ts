import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog/catalog';
import { SPORT } from './catalog/sports';
import { buildTimeline } from './live/build-timeline';
import { resultOf } from './results';
import { EPOCH } from './schedule/calendar';
import { Schedule } from './schedule/fixtures';

const DAY = 86_400_000;

function seasonResults(sportId: number, days: number) {
  const seed = 7;
  const catalog = buildCatalog(seed);
  const schedule = new Schedule(seed, catalog);
  const from = EPOCH + 400 * DAY;
  const out = [];
  for (const spec of catalog.specs.filter((s) => s.sportId === sportId)) {
    for (const f of schedule.fixturesBetween(spec, from, from + days * DAY)) {
      const tl = buildTimeline(seed, catalog, f);
      if (tl && !tl.cancel) out.push(resultOf(f, tl));
    }
  }
  return out;
}

describe('simulated seasons', () => {
  it('gives football 40–50 % home wins, 22–30 % draws and 2.4–3.0 goals per game over ≥ 2000 matches', () => {
    const results = seasonResults(SPORT.football, 49);
    expect(results.length).toBeGreaterThanOrEqual(2000);
    const n = results.length;
    const home = results.filter((r) => r.regulation.home > r.regulation.away).length / n;
    const draws = results.filter((r) => r.regulation.home === r.regulation.away).length / n;
    const goals = results.reduce((s, r) => s + r.regulation.home + r.regulation.away, 0) / n;
    expect(home).toBeGreaterThanOrEqual(0.4);
    expect(home).toBeLessThanOrEqual(0.5);
    expect(draws).toBeGreaterThanOrEqual(0.22);
    expect(draws).toBeLessThanOrEqual(0.3);
    expect(goals).toBeGreaterThanOrEqual(2.4);
    expect(goals).toBeLessThanOrEqual(3.0);
  });

  it('decides every basketball game, in overtime when regulation ends level', () => {
    const results = seasonResults(SPORT.basketball, 21);
    expect(results.length).toBeGreaterThan(100);
    for (const r of results) {
      expect(r.final.home).not.toBe(r.final.away);
      if (r.regulation.home === r.regulation.away) expect(r.overtime).toBe(true);
    }
  });

  it('keeps ice hockey regulation draws and settles them in overtime or a shoot-out', () => {
    const results = seasonResults(SPORT.hockey, 21);
    const draws = results.filter((r) => r.regulation.home === r.regulation.away);
    expect(draws.length / results.length).toBeGreaterThan(0.1);
    for (const r of draws) {
      expect(r.overtime).toBe(true);
      expect(Math.abs(r.final.home - r.final.away)).toBe(1);
    }
  });

  it('plays set sports to a majority of sets', () => {
    for (const [sportId, need] of [
      [SPORT.tennis, 2],
      [SPORT.tableTennis, 3],
      [SPORT.volleyball, 3],
      [SPORT.cs2, 2],
    ] as const) {
      const results = seasonResults(sportId, 2);
      expect(results.length).toBeGreaterThan(10);
      for (const r of results) expect(Math.max(r.final.home, r.final.away)).toBe(need);
    }
  });
});
