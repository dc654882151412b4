import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../trading/clock';
import { buildFeedApp, LINE, LIVE } from './feed-test-app.testing';

/** The simulated start the browser tests pin (e2e/playwright.config.ts): a Saturday afternoon. */
const SIM_START = Date.parse('2026-11-21T15:00:00.000Z');
/** A weekday night in Europe: tennis tours and American leagues on, little European football. */
const TUESDAY_NIGHT = Date.parse('2026-11-24T03:00:00.000Z');
/** Engine ids (trading/catalog): football and its major leagues. */
const FOOTBALL = 1;
const MAJOR_FOOTBALL = [1, 3, 5, 7, 9, 120, 121];

interface Top {
  SI: number;
  LI: number;
  L: string;
  E: { C: number; B?: boolean }[];
}

let app: FastifyInstance;
let clock: ManualClock;

const top = async (url: string): Promise<Top[]> => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value;
};

const perChamp = (games: readonly Top[]) => {
  const n = new Map<number, number>();
  for (const g of games) n.set(g.LI, (n.get(g.LI) ?? 0) + 1);
  return Math.max(...n.values());
};

beforeAll(async () => {
  ({ app, clock } = await buildFeedApp());
});
afterAll(() => app.close());

describe('top lists rank games by popularity', () => {
  it('leads the top line at the pinned start with football of the major leagues, no league more than 3 times', async () => {
    clock.set(SIM_START);
    const games = await top(`${LINE}GetTopGamesStatZip?lng=en`);
    expect(games).toHaveLength(10);
    for (const g of games.slice(0, 3)) {
      expect(g.SI, g.L).toBe(FOOTBALL);
      expect(MAJOR_FOOTBALL, g.L).toContain(g.LI);
    }
    expect(perChamp(games)).toBeLessThanOrEqual(3);
  });

  it('leads the top live at the pinned start with football of the major leagues, no league more than 3 times', async () => {
    clock.set(SIM_START);
    const games = await top(`${LIVE}GetTopGamesStatZip?lng=en`);
    expect(games.length).toBeGreaterThanOrEqual(6);
    for (const g of games.slice(0, 3)) {
      expect(g.SI, g.L).toBe(FOOTBALL);
      expect(MAJOR_FOOTBALL, g.L).toContain(g.LI);
    }
    expect(perChamp(games)).toBeLessThanOrEqual(3);
  });

  it('answers Get1x2_VZip?top=true with the same ranked list', async () => {
    clock.set(SIM_START);
    const ranked = await top(`${LIVE}GetTopGamesStatZip?lng=en&count=5`);
    const flagged = await top(`${LIVE}Get1x2_VZip?lng=en&top=true&count=5`);
    expect(flagged.map((g) => g.LI)).toEqual(ranked.map((g) => g.LI));
  });

  it('is not one minor tour on a weekday night: at most 3 games of one championship, every game with a price', async () => {
    clock.set(TUESDAY_NIGHT);
    for (const feed of [LINE, LIVE]) {
      const games = await top(`${feed}GetTopGamesStatZip?lng=en`);
      expect(games.length, feed).toBeGreaterThan(3);
      expect(perChamp(games), feed).toBeLessThanOrEqual(3);
      for (const g of games)
        expect(
          g.E.some((o) => !o.B && o.C > 1.01),
          g.L,
        ).toBe(true);
    }
  });

  it('gives the cyber pages their own top live: cyber sports only when asked', async () => {
    clock.set(SIM_START);
    const games = await top(`${LIVE}GetTopGamesStatZip?lng=en&sports=85,4046`);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.SI === 85 || g.SI === 4046)).toBe(true);
  });

  it('lists the major football championships first among the top championships', async () => {
    clock.set(SIM_START);
    const champs = await top(`${LINE}WebGetTopChampsZip?lng=en`);
    expect(MAJOR_FOOTBALL).toContain(champs[0]?.LI);
  });
});
