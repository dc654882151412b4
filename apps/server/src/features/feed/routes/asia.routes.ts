// Asian view calls of both feeds (layout in builders/asia.ts).
import { feedSportCount } from '@fairline/shared/wire/feed';
import { asiaGame as asiaGameAnswer, asiaLeague } from '@fairline/shared/wire/feed-extras';
import { asiaQuery, gameQuery, listFeedQuery } from '@fairline/shared/wire/feed-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asiaGame, asiaGames, asiaLeagues, asiaSports } from '../builders/asia';
import { gameNotFound, parentGameId } from '../builders/game-page';
import { selectGames, topGames } from '../builders/games';
import type { FeedContext } from '../feed-context';
import { dep, listDeps } from '../feed-versions';
import { cachedCall } from './cached-route';

const BOTH = ['line', 'live'] as const;

const sportsOf = (q: { sport?: number | undefined; sports: number[] }) => (q.sport ? [q.sport] : q.sports);

export function asiaRoutes(app: FastifyInstance, ctx: FeedContext) {
  cachedCall(app, ctx, {
    name: 'Asia/AsiaGetSports',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: z.array(feedSportCount),
    summary: 'Asian view: sports with game counts',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => asiaSports(call, selectGames(call, q)),
  });
  cachedCall(app, ctx, {
    name: 'Asia/AsiaGetLeagues',
    feeds: BOTH,
    schema: asiaQuery,
    answer: z.array(asiaLeague),
    summary: 'Asian view: championships of a sport (sport=1) with game counts',
    deps: (q, feed) => listDeps(feed, sportsOf(q)),
    build: (call, q) => asiaLeagues(call, selectGames(call, { ...q, sports: sportsOf(q) })),
  });
  cachedCall(app, ctx, {
    name: 'Asia/AsiaGetGames',
    feeds: BOTH,
    schema: asiaQuery,
    answer: z.array(asiaGameAnswer),
    summary: 'Asian view: games with 1X2, Asian handicap (AH) and over/under (OU) ladders',
    deps: (q, feed) => listDeps(feed, sportsOf(q)),
    build: (call, q) => asiaGames(call, selectGames(call, { ...q, sports: sportsOf(q) }).slice(0, q.count ?? 50)),
  });
  cachedCall(app, ctx, {
    name: 'Asia/AsiaGetGame',
    feeds: BOTH,
    schema: gameQuery,
    answer: asiaGameAnswer,
    summary: 'Asian view: one game with every handicap and total line',
    deps: (q) => [dep.game(parentGameId(q.id))],
    build: (call, q) => {
      const g = call.engine.getGame(q.id, call.now);
      if (!g) throw gameNotFound();
      return asiaGame(call, g, call.engine.getGameMarkets(q.id, call.now));
    },
  });
  cachedCall(app, ctx, {
    name: 'Asia_GetTopGamesStatZip',
    feeds: BOTH,
    schema: listFeedQuery,
    answer: z.array(asiaGameAnswer),
    summary: 'Asian view: top games',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => asiaGames(call, topGames(call, q, q.count ?? 10)),
  });
}
