// What the search dropdown needs from `Web_SearchZip`: each game's result-market prices and, live,
// the score and the clock, in an answer small enough to send on every pause in typing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedApp, type Json, LINE, LIVE } from './feed-test-app.testing';

type SearchGame = Json & { O1E: string; SI: number; SC?: { FS?: { S1?: number; S2?: number }; TS?: number } };

let app: FastifyInstance;
const value = async (url: string): Promise<SearchGame[]> => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value;
};
/** Result-market groups: 1X2 (1) and the two-way sports' winner (101). */
const RESULT_GROUPS = new Set([1, 101]);

beforeAll(async () => {
  ({ app } = await buildFeedApp());
});
afterAll(() => app.close());

describe('Web_SearchZip answers what the search dropdown shows', () => {
  it('gives each found line game its result-market prices', async () => {
    const [first] = await value(`${LINE}Get1x2_VZip?sports=1&count=1&lng=en`);
    const text = encodeURIComponent(String(first?.O1E).slice(0, 4));
    const found = await value(`${LINE}Web_SearchZip?text=${text}&limit=20&lng=en`);
    expect(found.length).toBeGreaterThan(0);
    for (const g of found) {
      const prices = g.E.filter((o) => RESULT_GROUPS.has(o.G));
      expect(prices.length, `${g.O1E}`).toBeGreaterThanOrEqual(2);
      for (const o of prices) expect(o.C).toBeGreaterThan(1);
      expect(g.SC).toBeUndefined();
    }
  });

  it('gives each found live game its score and clock beside its prices', async () => {
    const live = await value(`${LIVE}Get1x2_VZip?count=50&lng=en`);
    const game = live.find((g) => g.SI === 1) ?? live[0];
    expect(game).toBeDefined();
    const found = await value(`${LIVE}Web_SearchZip?text=${encodeURIComponent(String(game?.O1E))}&lng=en`);
    const same = found.find((g) => g.I === game?.I);
    // The same score and clock as the live list (a 0:0 score leaves FS off the wire: zeros).
    expect(same?.SC?.TS).toBeGreaterThan(0);
    expect(same?.SC).toEqual(game?.SC);
    expect(same?.E.some((o) => RESULT_GROUPS.has(o.G))).toBe(true);
  });

  it('keeps a full dropdown (20 games) small: under 40 KB before compression', async () => {
    const res = await app.inject(`${LINE}Web_SearchZip?text=a&limit=20&lng=en`);
    expect(res.json().Value).toHaveLength(20);
    expect(res.rawPayload.length).toBeLessThan(40_000);
  });
});
