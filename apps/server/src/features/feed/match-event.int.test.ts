// The latest match event of the live score block (SC.LE, ADR 0047) through the real feed routes.
import { MatchEvent } from '@fairline/shared/enums/match-event';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../trading/clock';
import type { Feed } from './feed.routes';
import { buildFeedApp, LIVE } from './feed-test-app.testing';

interface LiveGame {
  I: number;
  SC?: { FS?: { S1?: number; S2?: number }; LE?: { K: number; T: 1 | 2; TS?: number; P?: number } };
}

let app: FastifyInstance;
let clock: ManualClock;
let feed: Feed;

const value = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value;
};
const live = async (sport: number): Promise<LiveGame[]> =>
  (await value(`${LIVE}Get1x2_VZip?sports=${sport}&count=100&lng=en`)) ?? [];

beforeAll(async () => {
  ({ app, clock, feed } = await buildFeedApp());
});
afterAll(() => app.close());

describe('the latest match event (SC.LE) in the live feed', () => {
  it('is the same in the live list and on the game page, and absent in set sports', async () => {
    const football = (await live(1)).filter((g) => g.SC?.LE);
    expect(football.length).toBeGreaterThan(0);
    for (const g of football.slice(0, 5)) {
      const page = await value(`${LIVE}GetGameZip?id=${g.I}&lng=en`);
      expect(page.SC.LE).toEqual(g.SC?.LE);
    }
    for (const g of await live(4)) expect(g.SC?.LE).toBeUndefined();
  });

  it('names a goal that GetChronoOfPlay lists as the latest goal, for the same side at the same second', async () => {
    let checked = 0;
    for (let minute = 0; minute < 120 && checked < 2; minute++) {
      clock.advance(60_000);
      feed.tick();
      for (const g of await live(1)) {
        const le = g.SC?.LE;
        if (le?.K !== MatchEvent.Goal) continue;
        const chrono = await value(`${LIVE}GetChronoOfPlay?id=${g.I}&lng=en`);
        const goals = (chrono.EV as { I: number; T: number; TS?: number }[]).filter((e) => e.I === 1);
        const last = goals[goals.length - 1];
        expect(last?.T).toBe(le.T);
        expect(Math.abs((last?.TS ?? 0) - (le.TS ?? 0))).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
