import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradingEngine } from '../../trading/engine';
import { RANK_WEIGHT } from './builders/popularity';
import type { Feed } from './feed.routes';
import { buildFeedApp, type Json, LINE, LIVE } from './feed-test-app.testing';

let app: FastifyInstance;
let feed: Feed;
let engine: TradingEngine;
let lineGames: Json[];
let liveGames: Json[];

const value = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  const body = res.json();
  expect(body, url).toMatchObject({ Success: true, Error: '', ErrorCode: 0, Guid: '', Id: 0 });
  return body.Value;
};

const expectGameShape = (g: Json) => {
  for (const key of ['I', 'CI', 'O1', 'O2', 'L', 'LI', 'SI', 'S']) expect(g, key).toHaveProperty(key);
  for (const o of g.E ?? [])
    expect(o).toEqual(expect.objectContaining({ T: expect.any(Number), G: expect.any(Number), C: expect.any(Number) }));
};

beforeAll(async () => {
  ({ app, feed, engine } = await buildFeedApp());
  lineGames = await value(`${LINE}Get1x2_VZip?sports=1&count=50&lng=en`);
  liveGames = await value(`${LIVE}Get1x2_VZip?count=50&lng=en`);
});
afterAll(() => app.close());

describe('feed calls answer the envelope in the wire format', () => {
  it('lists line and live games with their main outcomes', () => {
    expect(lineGames.length).toBe(50);
    expect(liveGames.length).toBeGreaterThan(0);
    for (const g of [...lineGames, ...liveGames]) expectGameShape(g);
    expect(liveGames.every((g) => 'SC' in g)).toBe(true);
    expect(lineGames.every((g) => !('SC' in g))).toBe(true);
  });

  it('a list holds the `count` soonest games, grouped by championship, most popular first, each by kick-off', async () => {
    for (const prefix of [LINE, LIVE]) {
      const list: (Json & { S: number; LI: number })[] = await value(`${prefix}Get1x2_VZip?count=100`);
      const wider: (Json & { S: number })[] = await value(`${prefix}Get1x2_VZip?count=400`);
      const latest = Math.max(...list.map((g) => g.S));
      // The same games as the soonest: none left out that kicks off before the latest listed.
      expect(wider.filter((g) => g.S < latest).every((g) => list.some((x) => x.I === g.I))).toBe(true);
      const champs = list.map((g) => g.LI).filter((id, i, all) => all.indexOf(id) === i);
      const runs = list.map((g) => g.LI).filter((id, i, all) => i === 0 || all[i - 1] !== id);
      expect(runs, 'each championship in one block').toEqual(champs);
      for (const id of champs) {
        const starts = list.filter((g) => g.LI === id).map((g) => g.S);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }
      const popularity = (id: number) => {
        const champ = engine.catalog.champById.get(id);
        return (engine.catalog.sportById.get(champ?.sportId ?? 0)?.popularity ?? 0) * RANK_WEIGHT[champ?.rank ?? 3];
      };
      const weights = champs.map(popularity);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
      expect(new Set(weights).size, 'leagues of different weights to order').toBeGreaterThan(1);
    }
  });

  it.each([
    'GetTopGamesStatZip?count=3',
    'TopGamesStatDashbord',
    'GamesByGlobalChamp?gli=1,2,3&count=3',
    'GlobalChamp1x2?gli=1,2,3&count=3',
  ])('answers %s with games in both feeds', async (path) => {
    for (const prefix of [LINE, LIVE]) {
      const games: Json[] = await value(`${prefix}${path}`);
      games.forEach(expectGameShape);
    }
    expect((await value(`${LINE}${path}`)).length).toBeGreaterThan(0);
  });

  it('answers games by ids, teams and team within a global championship', async () => {
    const g = lineGames[0] as Json & { O1I: number; LI: number };
    const byIds: Json[] = await value(`${LINE}GetFavoritesZip?games=${g.I}`);
    expect(byIds.map((x) => x.I)).toEqual([g.I]);
    const byTeam: Json[] = await value(`${LINE}GetGamesTeamZip?teams=${g.O1I}`);
    expect(byTeam.some((x) => x.I === g.I)).toBe(true);
    const byTeamInChamp: Json[] = await value(`${LINE}GamesByTeamGlobalChamp?gli=${g.LI}&teams=${g.O1I}`);
    expect(byTeamInChamp.map((x) => x.I)).toContain(g.I);
  });

  it('answers championships, sports and global championships', async () => {
    const champs = await value(`${LINE}GetChampsZip?sports=1`);
    expect(champs[0]).toEqual(
      expect.objectContaining({ LI: expect.any(Number), L: expect.any(String), SI: 1, GC: expect.any(Number) }),
    );
    const champ = await value(`${LINE}GetChampZip?champ=${champs[0].LI}`);
    expect(champ.LI).toBe(champs[0].LI);
    (champ.G as Json[]).forEach(expectGameShape);
    const sports = await value(`${LIVE}GetSportsShortZip`);
    expect(sports[0]).toEqual(
      expect.objectContaining({
        I: expect.any(Number),
        N: expect.any(String),
        C: expect.any(Number),
        L: expect.any(Array),
      }),
    );
    expect((await value(`${LINE}WebGetTopChampsZip?count=3`)).length).toBe(3);
    expect(await value(`${LINE}SportsByGlobalChamp?gli=1`)).toEqual([expect.objectContaining({ I: 1 })]);
    expect((await value(`${LIVE}ChampsByGlobalChamp?gli=1`))[0]).toEqual(expect.objectContaining({ LI: 1, GLI: 1 }));
  });

  it('answers a game page with every market group in columns and its sub-games', async () => {
    const g = lineGames[0] as Json;
    const page = await value(`${LINE}GetGameZip?id=${g.I}&isSubGames=true&GroupEvents=true&lng=en`);
    expectGameShape(page);
    expect(page.CI).toBe(g.CI);
    expect(page.GE.length).toBeGreaterThan(5);
    expect(page.GE[0]).toEqual({
      G: 1,
      GS: 1,
      E: [
        [expect.objectContaining({ T: 1 })],
        [expect.objectContaining({ T: 2 })],
        [expect.objectContaining({ T: 3 })],
      ],
    });
    expect(page.SG).toEqual([expect.objectContaining({ CI: expect.any(Number), PN: '1st half' })]);
    const sub = await value(`${LINE}GetGameZip?id=${page.SG[0].CI}`);
    expect(sub.GE.map((x: { G: number }) => x.G)).toEqual([1001, 1017]);
    const live = await value(`${LIVE}GetGameZip?id=${liveGames[0]?.I}`);
    expect(live.SC).toBeDefined();
  });

  it('answers the Asian view with paired handicap and total lines', async () => {
    const sports = await value(`${LINE}Asia/AsiaGetSports`);
    expect(sports).toContainEqual(expect.objectContaining({ I: 1 }));
    const leagues = await value(`${LINE}Asia/AsiaGetLeagues?sport=1`);
    expect(leagues[0]).toEqual(expect.objectContaining({ LI: expect.any(Number), C: expect.any(Number) }));
    const [game] = await value(`${LINE}Asia/AsiaGetGames?sport=1&count=1`);
    expect(game.AH.length).toBe(3);
    expect(game.AH[1]).toEqual(
      expect.objectContaining({ CE: 1, H: expect.objectContaining({ T: 7 }), A: expect.objectContaining({ T: 8 }) }),
    );
    expect((game.AH[1].H.P ?? 0) + (game.AH[1].A.P ?? 0)).toBe(0);
    const full = await value(`${LINE}Asia/AsiaGetGame?id=${game.I}`);
    expect(full.OU.length).toBeGreaterThan(3);
    expect((await value(`${LIVE}Asia_GetTopGamesStatZip?count=2`)).length).toBeGreaterThan(0);
  });

  it('answers expresses of 4 legs from different games priced 1.30–2.20', async () => {
    for (const url of [
      `${LINE}GetExpressDayExtendedZip`,
      `${LINE}GetCyberExpressDayExtendedZip`,
      `${LIVE}GetLiveExpressExtendedZip`,
      `${LIVE}GetCyberExpressExtendedZip`,
    ]) {
      const [express] = await value(url);
      expect(express.G).toHaveLength(4);
      expect(new Set(express.G.map((g: Json) => g.I)).size).toBe(4);
      const legs = express.G.map((g: Json) => g.E[0]?.C ?? 0);
      for (const c of legs) expect(c).toBeGreaterThanOrEqual(1.3);
      for (const c of legs) expect(c).toBeLessThanOrEqual(2.2);
      expect(express.CF).toBeCloseTo(
        legs.reduce((p: number, c: number) => p * c, 1),
        2,
      );
    }
    expect(await value(`${LINE}GetExpressDayExtendedZip`)).toEqual(await value(`${LINE}GetExpressDayExtendedZip`));
  });

  it('answers league tables, insights and the chronology of a live game', async () => {
    const ids = await value(`${LINE}GetStageTableIds?sports=1`);
    expect(ids[0]).toEqual(expect.objectContaining({ LI: expect.any(Number), SI: 1 }));
    const table = await value(`${LINE}GetStageTableZip2?champ=1`);
    expect(table.T).toHaveLength(20);
    expect(table.T[0]).toEqual(
      expect.objectContaining({ P: 1, I: expect.any(Number), N: expect.any(String), G: expect.any(Number) }),
    );
    const points = table.T.map((r: { PT?: number }) => r.PT ?? 0);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const insights = await value(`${LINE}GameInsights?id=${lineGames[0]?.I}&lng=en`);
    expect(insights.F1.length).toBeGreaterThan(0);
    expect(insights.FA[0]).toMatch(/have won \d of their last \d games/);
    const chrono = await value(`${LIVE}GetChronoOfPlay?id=${liveGames[0]?.I}`);
    expect(chrono).toEqual(expect.objectContaining({ I: liveGames[0]?.I, CI: liveGames[0]?.CI }));
    expect(Array.isArray(chrono.EV ?? [])).toBe(true);
  });

  it('prices a duel between teams playing different next games, with a margin', async () => {
    const players = await value(`${LINE}GetAvailablePlayersForDuel?sports=1`);
    const [a, b] = [players[0], players.find((p: { GI: number }) => p.GI !== players[0].GI)];
    const res = await app.inject({
      method: 'POST',
      url: `${LINE}BuildDuel?lng=en`,
      payload: { team1Ids: [a.I], team2Ids: [b.I] },
    });
    const duel = res.json().Value;
    expect(duel.E.map((o: Json['E'][number]) => [o.G, o.T])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [101, 401],
      [101, 402],
    ]);
    const overround = (duel.E.slice(0, 3) as { C: number }[]).reduce((s, o) => s + 1 / o.C, 0);
    expect(overround).toBeGreaterThan(1.03);
    const same = await app.inject({
      method: 'POST',
      url: `${LINE}BuildDuel`,
      payload: { team1Ids: [a.I], team2Ids: [a.I] },
    });
    expect(same.json()).toMatchObject({ Success: false });
  });
});

describe('query handling', () => {
  it('gives names in the requested language', async () => {
    const id = lineGames[0]?.I;
    const en = await value(`${LINE}GetGameZip?id=${id}&lng=en`);
    const ru = await value(`${LINE}GetGameZip?id=${id}&lng=ru`);
    expect(en.O1).toBe(en.O1E);
    expect(ru.O1).toBe(ru.O1R);
    expect(ru.SN).toBe('Футбол');
    expect(en.SN).toBe('Football');
  });

  it('adds American odds strings with cfview=2', async () => {
    const [g] = await value(`${LINE}Get1x2_VZip?sports=1&count=1&cfview=2`);
    for (const o of g.E) expect(o.CV).toMatch(/^[+-]\d+$/);
    const [plain] = await value(`${LINE}Get1x2_VZip?sports=1&count=1`);
    expect(plain.E[0].CV).toBeUndefined();
  });

  it('filters by sports and championships', async () => {
    const hockey: Json[] = await value(`${LINE}Get1x2_VZip?sports=2&count=20`);
    expect(hockey.every((g) => g.SI === 2)).toBe(true);
    const champ: Json[] = await value(`${LINE}Get1x2_VZip?champs=1,3&count=100`);
    expect(new Set(champ.map((g) => g.LI))).toEqual(new Set([1, 3]));
  });

  it.each(['count=0', 'count=5000', 'count=ten', 'sports=1,x', 'lng=english!', 'cfview=9'])(
    'refuses %s with 400',
    async (q) => {
      const res = await app.inject(`${LINE}Get1x2_VZip?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Success: false, Value: null });
    },
  );

  it('refuses a non-numeric game id with 400', async () => {
    expect((await app.inject(`${LINE}GetGameZip?id=abc`)).statusCode).toBe(400);
    expect((await app.inject(`${LINE}GetGameZip`)).statusCode).toBe(400);
  });

  it('answers an unknown game with a business error', async () => {
    const res = await app.inject(`${LINE}GetGameZip?id=2147480000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: false,
      Error: 'Game is not found',
      ErrorCode: 12,
      Guid: '',
      Id: 0,
      Value: null,
    });
  });

  it('refuses an unknown partner with 406 and accepts the brands 1 and 2', async () => {
    expect((await app.inject(`${LINE}GetSportsShortZip?partner=99`)).statusCode).toBe(406);
    expect((await app.inject(`${LINE}GetSportsShortZip?partner=2`)).statusCode).toBe(200);
  });

  it('searches up to 100 characters and finds a team by part of its name', async () => {
    expect((await app.inject(`${LINE}Web_SearchZip?text=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await app.inject(`${LINE}Web_SearchZip?text=${'a'.repeat(100)}`)).statusCode).toBe(200);
    const name = String(lineGames[0]?.O1E);
    const part = name.slice(1, 5).toUpperCase();
    const found: Json[] = await value(`${LINE}Web_SearchZip?text=${encodeURIComponent(part)}&limit=100`);
    expect(found.some((g) => g.I === lineGames[0]?.I)).toBe(true);
    const ru: Json[] = await value(
      `${LINE}Web_SearchZip?text=${encodeURIComponent(String(lineGames[0]?.O1R))}&strict=true`,
    );
    expect(ru.some((g) => g.I === lineGames[0]?.I)).toBe(true);
  });
});

describe('caching', () => {
  const url = `${LINE}Get1x2_VZip?sports=2&count=10&lng=en`;

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the pre-compressed gzip body when accepted, identical once unzipped', async () => {
    const plain = await app.inject(url);
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('does not rebuild an answer while nothing changed', async () => {
    const render = vi.spyOn(feed.snapshot, 'render');
    const key = `${LINE}GetChampsZip?sports=4&lng=en`;
    await app.inject(key);
    await app.inject(key);
    feed.tick();
    await app.inject(key);
    expect(render).toHaveBeenCalledTimes(1);
    render.mockRestore();
  });
});
