import { RESULTS_DAYS, resultsAnswer } from '@fairline/shared/wire/results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RESULTS_PATH } from './results.routes';
import { dayOf, dayStart } from './results.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const now = () => t.app.trading.clock.now();
const get = (query: string) => t.app.inject({ method: 'GET', url: `${RESULTS_PATH}?${query}` });
const dataOf = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return resultsAnswer.parse(res.json()).data;
};
const yesterday = () => dayOf(now() - DAY, 0);

describe('results of a day (issue 23, section 3)', () => {
  it('lists exactly the results settlement settles by for the games that kicked off that day', async () => {
    const date = yesterday();
    const data = await dataOf(`date=${date}&lang=en`);
    const from = dayStart(date, 0);
    const expected = t.app.trading.engine
      .resultsBetween(from, from + 36 * 3_600_000)
      .filter((r) => r.start >= from && r.start < from + DAY);
    const shown = data.champs.flatMap((c) => c.games.map((g) => ({ ...g, champ: c.id })));
    expect(shown.length).toBe(expected.length);
    expect(shown.length).toBeGreaterThan(50);
    const byId = new Map(shown.map((g) => [g.id, g]));
    for (const r of expected) {
      const game = byId.get(r.constId);
      expect(game, `game ${r.constId}`).toBeDefined();
      expect(game?.final).toEqual(r.final);
      expect(game?.regulation).toEqual(r.regulation);
      expect(game?.periods.map((p) => [p.home, p.away])).toEqual(r.periods.map((p) => [p.home, p.away]));
      expect(game?.status).toBe(r.status);
      expect(game?.champ).toBe(r.champId);
    }
    expect(data.sports.reduce((sum, s) => sum + s.count, 0)).toBe(expected.length);
    expect(data.sports[0]?.name).toBe('Football');
  });

  it('bounds the day by the player’s time zone', async () => {
    const date = yesterday();
    const data = await dataOf(`date=${date}&tz=180&lang=en`);
    const from = dayStart(date, 180);
    expect(from).toBe(Date.parse(`${date}T00:00:00Z`) - 3 * 3_600_000);
    for (const g of data.champs.flatMap((c) => c.games)) {
      expect(Date.parse(g.start)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(g.start)).toBeLessThan(from + DAY);
    }
  });

  it('shows today (the simulation’s) when no day is asked, and only what has ended by now', async () => {
    const data = await dataOf('lang=ru');
    expect(data.date).toBe(dayOf(now(), 0));
    expect(data.last_date).toBe(data.date);
    for (const g of data.champs.flatMap((c) => c.games)) expect(Date.parse(g.start)).toBeLessThan(now());
  });

  it('filters by sport, championship and a name (any case), in the page’s language', async () => {
    const date = yesterday();
    const all = await dataOf(`date=${date}&lang=ru`);
    const sport = all.sports[0]!;
    const bySport = await dataOf(`date=${date}&lang=ru&sport=${sport.id}`);
    expect(bySport.champs.every((c) => c.sport_id === sport.id)).toBe(true);
    expect(bySport.champs.flatMap((c) => c.games).length).toBe(sport.count);
    expect(bySport.sports).toEqual(all.sports); // the sport rail keeps every sport's count
    const champ = all.champs[0]!;
    const byChamp = await dataOf(`date=${date}&lang=ru&champ=${champ.id}`);
    expect(byChamp.champs.map((c) => c.id)).toEqual([champ.id]);
    const team = champ.games[0]!.home;
    const byName = await dataOf(`date=${date}&lang=ru&q=${encodeURIComponent(team.toUpperCase())}`);
    const games = byName.champs.flatMap((c) => c.games);
    expect(games.length).toBeGreaterThan(0);
    expect(games.some((g) => g.home === team || g.away === team)).toBe(true);
    const arabic = await dataOf(`date=${date}&lang=ar&champ=${champ.id}`);
    expect(arabic.champs[0]?.name).not.toBe(champ.name);
  });

  it('keeps results for RESULTS_DAYS days and refuses other days with a clear error', async () => {
    const oldest = dayOf(now() - (RESULTS_DAYS - 1) * DAY, 0);
    expect((await dataOf(`date=${oldest}`)).first_date).toBe(oldest);
    for (const date of [dayOf(now() - RESULTS_DAYS * DAY, 0), dayOf(now() + DAY, 0), '2026-02-30']) {
      const res = await get(`date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.body).toContain('Results are kept from');
    }
    for (const bad of ['date=yesterday', 'date=2026-11-20&tz=9999', 'date=2026-11-20&sport=-1', 'lang=de']) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
  });
});
