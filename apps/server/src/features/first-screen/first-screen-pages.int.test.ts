// The first screens of the casino lobby and of a live game page (ADR 0026, issue 19): their own
// dictionary units and first answers inline under the web's query keys, and the server render (a
// stand-in for the web build's entry-server.js) for the lobby only where the casino is on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chronologyVersion } from '@fairline/shared/wire/chronology-version';
import type { FeedScore } from '@fairline/shared/wire/feed';
import { type FirstScreenData, firstScreenData } from '@fairline/shared/wire/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ENTRY = `
export async function warmUp() {}
export async function renderPage({ url }) { return '<main data-url="' + url + '"></main>'; }
`;
const SCRIPT = /<script type="application\/json" id="fl-first-screen">([^<]*)<\/script>/;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-first-pages-'));
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string, country?: string) {
  const headers: Record<string, string> = { host: 'localhost', ...(country ? { 'x-geo-country': country } : {}) };
  const res = await t.app.inject({ url, headers });
  const text = SCRIPT.exec(res.body)?.[1];
  const root = /<div id="root">(.*?)<\/div>/s.exec(res.body)?.[1];
  return { res, root, data: text === undefined ? undefined : firstScreenData.parse(JSON.parse(text)) };
}

const query = (data: FirstScreenData | undefined, key: unknown[]) =>
  data?.queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
const json = async (url: string, country?: string) =>
  (
    await t.app.inject({ url, headers: { host: 'localhost', ...(country ? { 'x-geo-country': country } : {}) } })
  ).json();

describe("the casino lobby's first screen", () => {
  it('carries the catalogue, the jackpot pools and the tournaments as the lobby asks for them', async () => {
    const { res, data } = await page('/en/casino');
    expect(res.statusCode).toBe(200);
    const lobby = query(data, ['casino', 'lobby', 'en']) as { enabled: boolean; games: unknown[] };
    expect(lobby.enabled).toBe(true);
    expect(lobby.games.length).toBeGreaterThan(0);
    expect(lobby).toEqual((await json('/web-api/casino/v1/lobby?lang=en')).data);
    // The pools and the tournaments' standings move as rounds are played: the same answer, not the same moment.
    const jackpots = query(data, ['casino', 'jackpots']) as { pools: { currency: string }[]; games: string[] };
    const liveJackpots = await json('/studio-api/v1/jackpots');
    expect(jackpots.pools.map((p) => p.currency)).toEqual(
      liveJackpots.pools.map((p: { currency: string }) => p.currency),
    );
    expect(jackpots.games).toEqual(liveJackpots.games);
    const tournaments = query(data, ['casino-tournaments', 'en']) as { id: number }[];
    const liveTournaments = (await json('/web-api/casino/v1/tournaments?lang=en')).data.tournaments as { id: number }[];
    expect(tournaments.map((x) => x.id)).toEqual(liveTournaments.map((x) => x.id));
    // A category page of the lobby is the same lobby.
    expect(query((await page('/ar/slots')).data, ['casino', 'lobby', 'ar'])).toBeDefined();
  });

  it("adds the lobby's dictionary units (casino, jackpot, tournaments) to the first screen's, for its pages only", async () => {
    const lobby = Object.keys((await page('/en/live-casino')).data?.dictionary ?? {});
    expect(lobby).toEqual(expect.arrayContaining(['main', 'sportsbook', 'casino', 'jackpot', 'tournaments']));
    const game = Object.keys((await page('/en/casino/favorites')).data?.dictionary ?? {});
    expect(game).not.toContain('casino');
    expect(query((await page('/en/casino/favorites')).data, ['casino', 'lobby', 'en'])).toBeUndefined();
  });

  it('renders the lobby on the server, and not its other pages', async () => {
    expect((await page('/en/casino')).root).toBe('<main data-url="/en/casino"></main>');
    expect((await page('/en/crash-games?provider=x')).root).toContain('data-url="/en/crash-games?provider=x"');
    expect((await page('/en/casino/favorites')).root).toBe('');
  });

  it('does not render the lobby where the casino is switched off (thirdPartyCasino), nor inline a jackpot', async () => {
    // Its pages are not found there (issue 21): no lobby answer is inlined either.
    const off = await page('/en/casino', 'us');
    expect(off.res.statusCode).toBe(404);
    expect(query(off.data, ['casino', 'lobby', 'en'])).toBeUndefined();
    expect(query(off.data, ['casino', 'jackpots'])).toBeUndefined();
    expect(off.root).toBe('');
  });
});

describe("a live game page's first screen", () => {
  it("carries the match centre's strings and the game's chronology under the key its score block makes", async () => {
    const live = (await json('/service-api/LiveFeed/Get1x2_VZip?lng=en&count=50')).Value as { I: number }[];
    expect(live.length).toBeGreaterThan(0);
    const id = live[0]?.I ?? 0;
    const { data } = await page(`/en/live/game/${id}`);
    expect(Object.keys(data?.dictionary ?? {})).toContain('tracker');
    const game = data?.queries.find((q) => q.key[1] === 'game')?.data as { SC?: FeedScore };
    const key = ['match-tracker', 'chrono', id, 'en', chronologyVersion(game.SC)];
    expect(query(data, key)).toEqual((await json(`/service-api/LiveFeed/GetChronoOfPlay?id=${id}&lng=en`)).Value);
    // A pre-match game has no match centre.
    expect(Object.keys((await page(`/en/line/game/${id}`)).data?.dictionary ?? {})).not.toContain('tracker');
  });
});
