import { resultsAnswer, resultsQuery } from '@fairline/shared/wire/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResultsService } from './results.service';

export const RESULTS_PATH = '/web-api/results/v1/day';

/** GET /web-api/results/v1/day: one day's final results (ADR 0040). */
export function resultsRoutes(app: FastifyInstance, results: ResultsService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    RESULTS_PATH,
    {
      schema: {
        tags: ['results'],
        summary: 'Final results of the games that kicked off on one day, by championship',
        querystring: resultsQuery,
        response: { 200: resultsAnswer },
      },
    },
    async (req, reply) => {
      const { date, tz, lang, sport, champ, q } = req.query;
      const data = await results.day({ date, tz, lang, sport, champ, q });
      // A finished day never changes; today's list grows as games end.
      reply.header('cache-control', data.date < data.last_date ? 'public, max-age=3600' : 'public, max-age=30');
      return { data };
    },
  );
}
