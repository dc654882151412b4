// The jackpot's public read (ADR 0066), inside the studio API's scope (CORS `*`, its error shape): the pools
// per currency, the last wins and the published terms; the same data as the `/ws` topic `casino:jackpot`.
import { JACKPOT_GAMES, jackpotRtpAdd } from '@fairline/shared/casino/jackpot';
import { jackpotsAnswer } from '@fairline/shared/wire/casino-jackpot';
import { studioError } from '@fairline/shared/wire/casino-studio-play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JackpotTicker } from './jackpot-ticker';

export function jackpotRoutes(scope: FastifyInstance, v1: string, ticker: JackpotTicker) {
  scope.withTypeProvider<ZodTypeProvider>().get(
    `${v1}/jackpots`,
    {
      schema: {
        tags: ['casino-studio'],
        summary: 'The progressive jackpot: every pool per currency, the last wins, the terms',
        description:
          'Public. The same pools as the snapshot of the `/ws` topic `casino:jackpot`, which then sends the pools that move (at most one frame a second) and each win.',
        response: { 200: jackpotsAnswer, 500: studioError },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const [{ jackpot_pools: pools, wins }, contribution] = await Promise.all([
        ticker.snapshot(),
        ticker.contributionBp(),
      ]);
      // Staff set the rate and each pool's seed (ADR 0072): the return added is the lowest over the pools (each
      // pool's own is its contribution plus seed / one_in, both in the pool).
      const adds = pools.map((p) => jackpotRtpAdd(contribution, p.seed, p.one_in));
      return {
        pools,
        wins,
        contribution_bp: contribution,
        rtp_add: adds.length > 0 ? Math.min(...adds) : jackpotRtpAdd(contribution, 0, 1),
        games: [...JACKPOT_GAMES],
      };
    },
  );
}
