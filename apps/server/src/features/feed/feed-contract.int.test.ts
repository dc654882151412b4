// The feed's wire contract: every LineFeed/LiveFeed route declares its answer with the shared schema
// (@fairline/shared/wire/feed*), and real answers fit that schema exactly — a key the schema does not
// declare fails as surely as a missing or mistyped one. Feed answers are the same for guests and
// players (no feed call reads the session), so one set of calls covers both.
import { FEED_REFUSED } from '@fairline/shared/wire/feed';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildFeedApp, LINE, LIVE } from './feed-test-app.testing';

interface Sample {
  url: string;
  payload?: object;
}

let app: FastifyInstance;
let routes: RouteOptions[];
let samples: Map<string, Sample[]>;

const get = async (url: string) => (await app.inject(url)).json().Value;

/** The route's declared answer schema (what OpenAPI publishes and the serialiser checks refusals with). */
function answerSchema(route: RouteOptions): z.ZodType {
  const schema = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`${route.method} ${route.url} declares no answer`);
  return schema;
}

/** Answers of a sample call, parsed with the declared schema; an undeclared key makes them differ. */
async function answerOf(route: RouteOptions, sample: Sample) {
  const res = await app.inject({
    method: sample.payload ? 'POST' : 'GET',
    url: sample.url,
    ...(sample.payload ? { payload: sample.payload } : {}),
  });
  expect(res.statusCode, sample.url).toBe(200);
  const body = res.json();
  const parsed = answerSchema(route).safeParse(body);
  expect(parsed.error?.issues, sample.url).toBeUndefined();
  expect(parsed.data, sample.url).toEqual(body);
  return body as { Success: boolean; ErrorCode: number; Value: unknown };
}

beforeAll(async () => {
  const built = await buildFeedApp();
  ({ app, routes } = built);
  // Twenty minutes into the day: live games have scores, statistics and incidents to show.
  for (let i = 0; i < 20; i++) {
    built.clock.advance(60_000);
    built.feed.tick();
  }
  const [line] = await get(`${LINE}Get1x2_VZip?sports=1&count=1`);
  const [live] = await get(`${LIVE}Get1x2_VZip?sports=1&count=1`);
  const page = await get(`${LINE}GetGameZip?id=${line.I}`);
  const players = await get(`${LINE}GetAvailablePlayersForDuel?count=50`);
  const rival = players.find((p: { GI: number; SI: number }) => p.GI !== players[0].GI && p.SI === players[0].SI);
  const both = (path: string) => [LINE, LIVE].map((feed) => ({ url: `${feed}${path}` }));
  const list = (name: string) => [
    ...both(`${name}?count=5`),
    { url: `${LINE}${name}?sports=1&lng=en&cfview=2` },
    { url: `${LIVE}${name}?sports=1&cfview=1` },
  ];
  const gameCalls = (name: string) => [
    { url: `${LINE}${name}?id=${line.I}&lng=en&cfview=3` },
    { url: `${LIVE}${name}?id=${live.I}` },
  ];
  const entries: [string, Sample[]][] = [
    ...['Get1x2_VZip', 'GetChampsZip', 'GetSportsShortZip', 'GetTopGamesStatZip', 'TopGamesStatDashbord'].map(
      (name): [string, Sample[]] => [name, list(name)],
    ),
    ['WebGetTopChampsZip', list('WebGetTopChampsZip')],
    [
      'GetChampZip',
      [{ url: `${LINE}GetChampZip?champ=${line.LI}&lng=en` }, { url: `${LIVE}GetChampZip?champ=${live.LI}` }],
    ],
    ['GetGameZip', [...gameCalls('GetGameZip'), { url: `${LINE}GetGameZip?id=${page.SG[0].CI}` }]],
    ['GetFavoritesZip', both(`GetFavoritesZip?games=${line.I},${live.I}`)],
    ['GetGamesTeamZip', both(`GetGamesTeamZip?teams=${line.O1I},${live.O2I}`)],
    ['Web_SearchZip', both(`Web_SearchZip?text=${encodeURIComponent(line.O1.slice(0, 3))}&limit=5`)],
    ['Asia/AsiaGetSports', list('Asia/AsiaGetSports')],
    ['Asia/AsiaGetLeagues', both('Asia/AsiaGetLeagues?sport=1')],
    ['Asia/AsiaGetGames', both('Asia/AsiaGetGames?sport=1&count=5&cfview=2')],
    ['Asia/AsiaGetGame', gameCalls('Asia/AsiaGetGame')],
    ['Asia_GetTopGamesStatZip', list('Asia_GetTopGamesStatZip')],
    ...['SportsByGlobalChamp', 'ChampsByGlobalChamp', 'GamesByGlobalChamp', 'GlobalChamp1x2'].map(
      (name): [string, Sample[]] => [name, both(`${name}?gli=${line.LI},${live.LI}`)],
    ),
    ['GamesByTeamGlobalChamp', both(`GamesByTeamGlobalChamp?gli=${line.LI}&teams=${line.O1I}`)],
    ['GetExpressDayExtendedZip', list('GetExpressDayExtendedZip')],
    ['GetCyberExpressDayExtendedZip', list('GetCyberExpressDayExtendedZip')],
    ['GetLiveExpressExtendedZip', list('GetLiveExpressExtendedZip')],
    ['GetCyberExpressExtendedZip', list('GetCyberExpressExtendedZip')],
    ['GetStageTableIds', [{ url: `${LINE}GetStageTableIds?sports=1&lng=en` }]],
    ['GetStageTableZip2', [{ url: `${LINE}GetStageTableZip2?champ=${line.LI}` }]],
    ['GetAvailablePlayersForDuel', list('GetAvailablePlayersForDuel')],
    ['GameInsights', [{ url: `${LINE}GameInsights?id=${line.I}&lng=en` }]],
    ['GetChronoOfPlay', [{ url: `${LIVE}GetChronoOfPlay?id=${live.I}&lng=en` }]],
    ['BuildDuel', [{ url: `${LINE}BuildDuel?cfview=2`, payload: { team1Ids: [players[0].I], team2Ids: [rival.I] } }]],
  ];
  samples = new Map(entries);
});
afterAll(() => app.close());

const feedRoutes = () =>
  routes.filter((r) => r.method !== 'HEAD' && (r.url.startsWith(LINE) || r.url.startsWith(LIVE)));
const nameOf = (route: RouteOptions) => route.url.slice(route.url.lastIndexOf('Feed/') + 'Feed/'.length);
/** The sample calls of a route, in its own feed. */
const samplesOf = (route: RouteOptions) =>
  (samples.get(nameOf(route)) ?? []).filter((sample) => sample.url.split('?')[0] === route.url);

describe('the feed answers by the shared wire contract', () => {
  it('declares the answer of every feed route and calls each one here', () => {
    expect(feedRoutes().length).toBeGreaterThan(40);
    expect(
      feedRoutes()
        .filter((route) => samplesOf(route).length === 0)
        .map((r) => r.url),
    ).toEqual([]);
    for (const route of feedRoutes()) expect(() => answerSchema(route), route.url).not.toThrow();
  });

  it('answers every feed route with exactly what its schema declares', async () => {
    for (const route of feedRoutes()) {
      for (const sample of samplesOf(route)) {
        const body = await answerOf(route, sample);
        expect(body.Success, sample.url).toBe(true);
      }
    }
  });

  it.each([
    ['GetGameZip', `${LINE}GetGameZip?id=1`],
    ['GetChronoOfPlay', `${LIVE}GetChronoOfPlay?id=1`],
    ['GetStageTableZip2', `${LINE}GetStageTableZip2?champ=999999`],
    ['GetChampZip', `${LIVE}GetChampZip?champ=999999`],
  ])('refuses %s for what does not exist in the declared refusal envelope', async (name, url) => {
    const route = feedRoutes().find((r) => url.split('?')[0] === r.url && nameOf(r) === name);
    if (!route) throw new Error(`no route for ${url}`);
    const body = await answerOf(route, { url });
    expect(body).toMatchObject({ Success: false, ErrorCode: FEED_REFUSED, Value: null });
  });
});
