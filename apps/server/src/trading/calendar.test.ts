import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { SPORT } from './catalog/sports';
import { ManualClock } from './clock';
import { TradingEngine } from './engine';

// A world that looks like a real sportsbook's on every day of the year (issue 25): each league keeps
// its own weekly calendar, so no day of the week is left without football, and leagues in the
// Americas, Asia and Oceania carry the hours when Europe sleeps.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A year of simulated time from 2026-01-01 00:00 UTC, with the seed the product runs. */
const YEAR_START = Date.UTC(2026, 0, 1);
const engine = new TradingEngine(parseEnv({}).SIM_SEED, new ManualClock(YEAR_START));

const live = (sportId: number, t: number) => engine.listGames(t, { sportIds: [sportId], kind: 'live' }).length;
const preMatch = (sportId: number, t: number) =>
  engine.listGames(t, { sportIds: [sportId], kind: 'line', windowMs: DAY }).length;

/** Live counts at the same minute of each hour of a day. */
const hourly = (sportId: number, day: number, minute: number) =>
  Array.from({ length: 24 }, (_, h) => live(sportId, YEAR_START + day * DAY + h * HOUR + minute * MIN));

const anyDay = fc.integer({ min: 0, max: 364 });
const anyMinute = fc.integer({ min: 0, max: 59 });

describe('the simulated calendar', () => {
  it('has football before kick-off every day, in play in at least 20 of 24 hours, and 6 games in play every evening hour (17–21 UTC)', () => {
    fc.assert(
      fc.property(anyDay, anyMinute, (day, minute) => {
        expect(preMatch(SPORT.football, YEAR_START + day * DAY)).toBeGreaterThan(20);
        const counts = hourly(SPORT.football, day, minute);
        expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(20);
        expect(Math.min(...counts.slice(17, 21))).toBeGreaterThanOrEqual(6);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('plays tennis, table tennis and cyber football around the clock, and has hockey and basketball in the line every day', () => {
    fc.assert(
      fc.property(anyDay, anyMinute, (day, minute) => {
        for (const sportId of [SPORT.tableTennis, SPORT.fifa])
          expect(Math.min(...hourly(sportId, day, minute))).toBeGreaterThan(0);
        expect(hourly(SPORT.tennis, day, minute).filter((n) => n > 0).length).toBeGreaterThanOrEqual(20);
        for (const sportId of [SPORT.hockey, SPORT.basketball])
          expect(preMatch(sportId, YEAR_START + day * DAY)).toBeGreaterThan(0);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('gives every league its own calendar: football kicks off on every day of the week', () => {
    const week = engine.listGames(YEAR_START + 30 * DAY, {
      sportIds: [SPORT.football],
      kind: 'line',
      windowMs: 7 * DAY,
    });
    const weekdays = new Set(week.map((g) => new Date(g.start).getUTCDay()));
    expect([...weekdays].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
