// Calls of the live feed only.
import { feedExpress } from '@fairline/shared/wire/feed';
import { chronoOfPlay as chronoOfPlayAnswer } from '@fairline/shared/wire/feed-extras';
import { gameQuery, listFeedQuery } from '@fairline/shared/wire/feed-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chronoOfPlay } from '../builders/chrono';
import { buildExpresses, cyberExpresses, cyberSports, EXPRESS_COUNT } from '../builders/express';
import { selectGames } from '../builders/games';
import type { FeedContext } from '../feed-context';
import { dep, listDeps } from '../feed-versions';
import { cachedCall } from './cached-route';

const LIVE = ['live'] as const;

export function liveRoutes(app: FastifyInstance, ctx: FeedContext) {
  cachedCall(app, ctx, {
    name: 'GetLiveExpressExtendedZip',
    feeds: LIVE,
    schema: listFeedQuery,
    answer: z.array(feedExpress),
    summary: 'Live expresses: 4 open legs at 1.30–2.20 from different games',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => buildExpresses(call, selectGames(call, q), q.count ?? EXPRESS_COUNT),
  });
  cachedCall(app, ctx, {
    name: 'GetCyberExpressExtendedZip',
    feeds: LIVE,
    schema: listFeedQuery,
    answer: z.array(feedExpress),
    summary: 'Live expresses from cyber sports',
    deps: (q, feed, c) => listDeps(feed, cyberSports(c, q.sports)),
    build: cyberExpresses,
  });
  cachedCall(app, ctx, {
    name: 'GetChronoOfPlay',
    feeds: LIVE,
    schema: gameQuery,
    answer: chronoOfPlayAnswer,
    summary: 'Incidents of a live game (goals, cards, penalties) with their minute',
    deps: (q) => [dep.game(q.id)],
    build: (call, q) => chronoOfPlay(call, q.id),
  });
}
