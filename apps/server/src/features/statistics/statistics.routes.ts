// The statistics calls of the spec's table (and the coefficient graph, ours): each validates its query,
// asks the service once and answers `{ data }` (SiteService) or the service envelope (/service-api).
import * as wire from '@fairline/shared/wire/statistics';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StatisticsService } from './statistics.service';

const SITE = '/SiteService';
const FEED = '/service-api/statisticfeed/api/v1';
const WEB = '/service-api/restcore/api/External/v1/Web';
/** Past seasons never change and the current one moves with each finished game: a short shared cache. */
const CACHE = 'public, max-age=30';

const ok = <T>(Value: T) => ({
  Success: true as const,
  Error: '' as const,
  ErrorCode: 0 as const,
  Guid: '' as const,
  Id: 0 as const,
  Value,
});

export function statisticsRoutes(app: FastifyInstance, stats: StatisticsService) {
  const tags = ['statistics'];
  const site = <Q extends z.ZodType, A extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    data: A,
    answer: (q: z.infer<Q>) => z.infer<A>,
  ) =>
    // The compilers validate the query and serialise the answer by these schemas; the generic helper types them itself.
    app.get(
      path,
      { schema: { tags, summary, querystring, response: { 200: wire.siteAnswer(data) } } },
      async (req, reply) => {
        reply.header('cache-control', CACHE);
        return { data: answer(req.query as z.infer<Q>) };
      },
    );
  const service = <Q extends z.ZodType, A extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    value: A,
    answer: (q: z.infer<Q>) => z.infer<A>,
  ) =>
    app.get(
      path,
      { schema: { tags, summary, querystring, response: { 200: wire.serviceOk(value) } } },
      async (req, reply) => {
        reply.header('cache-control', CACHE);
        return ok(answer(req.query as z.infer<Q>));
      },
    );

  service(
    '/service-api/RefGameService/FindMainLiveByLineId',
    'The live id of a line game (404 when there is no such game)',
    wire.gameIdQuery,
    z.number().int(),
    (q) => stats.mainLive(q.gameId),
  );
  site(
    `${SITE}/StageTable`,
    'A championship’s standings: every game, or home or away games only (tt)',
    wire.stageQuery,
    wire.stageTable,
    (q) => stats.stageTable(q.stageId, q.tt, q.seasonId, q.lang),
  );
  site(
    `${SITE}/HeadToHead`,
    'The meetings of a game’s two teams in the last seasons, newest first',
    wire.gameIdQuery,
    wire.headToHead,
    (q) => stats.headToHead(q.gameId, q.lang),
  );
  site(
    `${SITE}/LineUps2`,
    'Both teams’ line-ups of a game (generated, ADR 0041)',
    wire.gameIdQuery,
    wire.lineUps,
    (q) => stats.lineUps(q.gameId, q.lang),
  );
  site(
    `${SITE}/GetStadiumForGame_2`,
    'The venue of a game: the home side’s ground',
    wire.gameIdQuery,
    wire.stadium,
    (q) => stats.stadium(q.gameId, q.lang),
  );
  site(
    `${SITE}/ShortPlayersInfo`,
    'A team’s squad (teamId), or one player with the current season’s numbers (playerId)',
    wire.playersQuery,
    wire.playersAnswer,
    (q) => (q.playerId !== undefined ? stats.player(q.playerId, q.lang) : stats.squad(q.teamId ?? 0, q.lang)),
  );
  site(
    `${SITE}/HorsesRace`,
    'A horse race: there is no horse racing, so every race is not found (404)',
    wire.raceQuery,
    z.never(),
    () => stats.horsesRace(),
  );
  service(`${FEED}/LineUps`, 'Both teams’ line-ups of a game (as LineUps2)', wire.gameIdQuery, wire.lineUps, (q) =>
    stats.lineUps(q.gameId, q.lang),
  );
  service(
    `${FEED}/Status`,
    'A game’s state: phase, score, live clock, teams and championship',
    wire.gameIdQuery,
    wire.gameStatus,
    (q) => stats.status(q.gameId, q.lang),
  );
  service(
    `${FEED}/TeamLastGames`,
    'A team’s form, finished games (newest first) and next games',
    wire.teamQuery,
    wire.teamLastGames,
    (q) => stats.teamLastGames(q.teamId, q.count, q.lang),
  );
  service(
    `${FEED}/SeasonGames`,
    'A championship season’s results and published fixtures',
    wire.seasonQuery,
    wire.seasonGames,
    (q) => stats.seasonGames(q.stageId, q.seasonId, q.lang, q.sportId),
  );
  service(
    `${FEED}/CoefficientGraph`,
    'The price history of a game’s main market (1X2, or the winner market where there are no draws), sampled from the engine',
    wire.gameIdQuery,
    wire.coefficientGraph,
    (q) => stats.graph(q.gameId, q.lang),
  );
  service(
    `${WEB}/GetCountries`,
    'Countries of the statistics, named in the language',
    wire.langQuery,
    wire.countries,
    (q) => stats.countries(q.lang),
  );
  service(
    `${WEB}/Sports`,
    'Sports of the statistics and whether they have line-ups',
    wire.langQuery,
    wire.statSports,
    (q) => stats.sports(q.lang),
  );
  service(
    `${WEB}/CheckLink`,
    'Whether a game (its constant id) has a statistics page, and the page’s path under the language',
    wire.permanentIdQuery,
    wire.checkLink,
    (q) => stats.checkLink(q.permanentId),
  );
}
