// Calls both feeds answer, under /service-api/LineFeed/ and /service-api/LiveFeed/.
import {
  type FeedChamp,
  feedChamp,
  feedChampGames,
  feedGame,
  feedGamePage,
  feedSport,
} from '@fairline/shared/wire/feed';
import {
  champQuery,
  gameQuery,
  gamesByIdsQuery,
  listFeedQuery,
  searchQuery,
  teamGamesQuery,
} from '@fairline/shared/wire/feed-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { champList, champPopularity, sportsShort } from '../builders/champs';
import { gamePage, parentGameId } from '../builders/game-page';
import { byChampionship, selectGames, topGames, wireGames } from '../builders/games';
import { searchGames } from '../builders/search';
import { champNotFound } from '../builders/stage-table';
import type { FeedContext } from '../feed-context';
import { dep, listDeps } from '../feed-versions';
import { asiaRoutes } from './asia.routes';
import { cachedCall } from './cached-route';
import { globalChampRoutes } from './global-champ.routes';

const BOTH = ['line', 'live'] as const;
export const DEFAULT_COUNT = 50;
const TOP_COUNT = 10;
const DASHBOARD_LIMIT = 20;
const games = z.array(feedGame);
const champs = z.array(feedChamp);

export function bothFeedsRoutes(app: FastifyInstance, ctx: FeedContext) {
  cachedCall(app, ctx, {
    name: 'Get1x2_VZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: games,
    summary:
      'Games with their main outcomes: the `count` soonest, grouped by championship (most popular first), each by kick-off; top=true: the top games by popularity (as GetTopGamesStatZip)',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) =>
      wireGames(
        call,
        q.top
          ? topGames(call, q, q.count ?? TOP_COUNT)
          : byChampionship(call, selectGames(call, q).slice(0, q.count ?? DEFAULT_COUNT)),
      ),
  });
  cachedCall(app, ctx, {
    name: 'GetChampsZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: champs,
    summary: 'Championships with game counts',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => champList(call, selectGames(call, q), q).slice(0, q.count ?? 1000),
  });
  cachedCall(app, ctx, {
    name: 'GetChampZip',
    feeds: BOTH,
    schema: champQuery,
    answer: feedChampGames,
    summary: 'One championship and its games',
    deps: (q, feed, c) => {
      const champ = c.catalog.champs.get(q.champ ?? q.champs[0] ?? 0);
      return listDeps(feed, champ ? [champ.sportId] : []);
    },
    build: (call, q) => {
      const champ = call.catalog.champs.get(q.champ ?? q.champs[0] ?? 0);
      if (!champ) throw champNotFound();
      const [head] = champList(call, [], { sports: [champ.sportId], champs: [champ.id], getEmpty: true });
      if (!head) throw champNotFound();
      const games = selectGames(call, { ...q, champs: [champ.id] }).slice(0, q.count ?? 1000);
      return { ...head, G: wireGames(call, games) };
    },
  });
  cachedCall(app, ctx, {
    name: 'GetSportsShortZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: z.array(feedSport),
    summary: 'Sports with game and championship counts',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => sportsShort(call, selectGames(call, q), q),
  });
  cachedCall(app, ctx, {
    name: 'GetGameZip',
    feeds: BOTH,
    schema: gameQuery,
    answer: feedGamePage,
    summary: 'A game with every market group (GE), sub-games (SG) and, live, its score (SC)',
    deps: (q) => [dep.game(parentGameId(q.id))],
    build: (call, q) => gamePage(call, q.id),
  });
  cachedCall(app, ctx, {
    name: 'GetFavoritesZip',
    feeds: BOTH,
    schema: gamesByIdsQuery,
    answer: games,
    summary: 'Games by ids (games=1,2,3); a line id that went live answers the live game',
    deps: (q) => q.games.map(dep.game),
    build: (call, q) =>
      wireGames(
        call,
        q.games.flatMap((id) => {
          const g = call.engine.getGame(id, call.now);
          const inFeed = g && (call.feed === 'line' ? g.phase === 'line' : g.phase === 'live');
          return g && inFeed && !call.excludedSports?.has(g.sportId) ? [g] : [];
        }),
      ),
  });
  cachedCall(app, ctx, {
    name: 'GetGamesTeamZip',
    feeds: BOTH,
    schema: teamGamesQuery,
    answer: games,
    summary: 'Games of teams (teams=1,2)',
    deps: (_q, feed) => [dep.feed(feed)],
    build: (call, q) =>
      q.teams.length === 0 ? [] : wireGames(call, selectGames(call, q).slice(0, q.count ?? DEFAULT_COUNT)),
  });
  cachedCall(app, ctx, {
    name: 'GetTopGamesStatZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: games,
    summary:
      'Top games, best first by popularity: sport weight × championship rank × (line: kick-off soon; live: how open the game is), at most 3 of one championship; games with no price to offer left out',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => wireGames(call, topGames(call, q, q.count ?? TOP_COUNT)),
  });
  cachedCall(app, ctx, {
    name: 'TopGamesStatDashbord',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: games,
    summary: `Top games for the dashboard (at most ${DASHBOARD_LIMIT})`,
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => wireGames(call, topGames(call, q, Math.min(q.count ?? DASHBOARD_LIMIT, DASHBOARD_LIMIT))),
  });
  cachedCall(app, ctx, {
    name: 'WebGetTopChampsZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: champs,
    summary: 'Top championships: by popularity (sport weight × championship rank), then by number of games',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => {
      const weight = (c: FeedChamp) => champPopularity(call, c.LI);
      return champList(call, selectGames(call, q), { ...q, top: true })
        .sort((a, b) => weight(b) - weight(a) || (b.GC ?? 0) - (a.GC ?? 0) || (a.T ?? 0) - (b.T ?? 0))
        .slice(0, q.count ?? TOP_COUNT);
    },
  });
  cachedCall(app, ctx, {
    name: 'Web_SearchZip',
    feeds: BOTH,
    schema: searchQuery,
    answer: games,
    summary: 'Games by team or championship name (text ≤ 100 chars, limit, strict)',
    deps: (_q, feed) => [dep.feed(feed)],
    build: (call, q) => wireGames(call, searchGames(call, q.text, q.strict, q.limit ?? DEFAULT_COUNT)),
  });
  asiaRoutes(app, ctx);
  globalChampRoutes(app, ctx);
}
