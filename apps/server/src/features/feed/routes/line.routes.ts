// Calls of the line feed only.
import { feedAnswer, feedExpress } from '@fairline/shared/wire/feed';
import {
  duel,
  duelPlayer,
  duelRequest,
  gameInsights as gameInsightsAnswer,
  stageTable as stageTableAnswer,
  stageTableId,
} from '@fairline/shared/wire/feed-extras';
import { commonFeedQuery, gameQuery, listFeedQuery, stageQuery } from '@fairline/shared/wire/feed-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { availableForDuel, buildDuel } from '../builders/duel';
import { buildExpresses, cyberExpresses, cyberSports, EXPRESS_COUNT } from '../builders/express';
import { selectGames } from '../builders/games';
import { gameInsights } from '../builders/insights';
import { stageTable, stageTableIds } from '../builders/stage-table';
import { sendAnswer } from '../cached-reply';
import { callContext, type FeedContext } from '../feed-context';
import { presentationOf } from '../feed-query';
import { dep, listDeps } from '../feed-versions';
import { cachedCall, FEED_PREFIX } from './cached-route';

const LINE = ['line'] as const;

export function lineRoutes(app: FastifyInstance, ctx: FeedContext) {
  cachedCall(app, ctx, {
    name: 'GetExpressDayExtendedZip',
    feeds: LINE,
    schema: listFeedQuery,
    answer: z.array(feedExpress),
    summary: 'Expresses of the day: 4 legs at 1.30–2.20 from different top games',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => buildExpresses(call, selectGames(call, q), q.count ?? EXPRESS_COUNT),
  });
  cachedCall(app, ctx, {
    name: 'GetCyberExpressDayExtendedZip',
    feeds: LINE,
    schema: listFeedQuery,
    answer: z.array(feedExpress),
    summary: 'Expresses of the day from cyber sports',
    deps: (q, feed, c) => listDeps(feed, cyberSports(c, q.sports)),
    build: cyberExpresses,
  });
  cachedCall(app, ctx, {
    name: 'GetStageTableIds',
    feeds: LINE,
    schema: listFeedQuery,
    answer: z.array(stageTableId),
    summary: 'Championships that have a league table',
    deps: () => [],
    build: (call, q) => stageTableIds(call, q.sports),
  });
  cachedCall(app, ctx, {
    name: 'GetStageTableZip2',
    feeds: LINE,
    schema: stageQuery,
    answer: stageTableAnswer,
    summary: 'League table of a championship (champ=…) from this season’s results',
    deps: (q) => [dep.champResults(q.champ ?? q.id ?? q.champs[0] ?? 0)],
    build: (call, q) => {
      const id = q.champ ?? q.id ?? q.champs[0];
      if (id === undefined) throw new AppError('BAD_REQUEST', 'Wrong input param [champ]: missing');
      return stageTable(call, id);
    },
  });
  cachedCall(app, ctx, {
    name: 'GetAvailablePlayersForDuel',
    feeds: LINE,
    schema: listFeedQuery,
    answer: z.array(duelPlayer),
    summary: 'Teams that can be put in a duel, with their next game',
    deps: (q, feed) => listDeps(feed, q.sports),
    build: (call, q) => availableForDuel(call, q.sports, q.count ?? 1000),
  });
  cachedCall(app, ctx, {
    name: 'GameInsights',
    feeds: LINE,
    schema: gameQuery,
    answer: gameInsightsAnswer,
    summary: 'Pre-match facts of a game: form, head-to-head, table positions',
    deps: (q) => [dep.results, dep.game(q.id)],
    build: (call, q) => gameInsights(call, q.id),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    `${FEED_PREFIX.line}BuildDuel`,
    {
      schema: {
        tags: ['feed'],
        summary: 'Prices a duel: which side (team1Ids vs team2Ids) scores more in their next games',
        querystring: commonFeedQuery,
        body: duelRequest,
        // Rendered to a Buffer like the cached answers, so only a refusal is serialised with it.
        response: { 200: feedAnswer(duel) },
      },
    },
    async (req, reply) => {
      const call = callContext(ctx, 'line', presentationOf(req.query));
      const value = buildDuel(call, req.body.team1Ids, req.body.team2Ids);
      return sendAnswer(req, reply, ctx.snapshot.render(value, '', 0));
    },
  );
}
