import { freeBetsAnswer } from '@fairline/shared/wire/free-bets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { officeFreeBets } from './free-bets';

const langQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .describe('Language of the names (en)'),
});

/** The office's free bets (ADR 0071), in the spec's office-call style. */
export function freeBetsRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/officeapi/freebets',
    {
      preHandler,
      schema: {
        tags: ['bonuses'],
        summary: 'The player’s free bets: the usable ones (soonest to expire first), then the used and expired',
        description:
          'Each is the spec’s bonus record of type 6 (freebet) with its rules: minimum odds, bet kinds, sports and ' +
          'markets. A usable one is staked by sending its id as the coupon’s bonusId with its amount as the stake.',
        querystring: langQuery,
        response: { 200: freeBetsAnswer },
      },
    },
    async (req) => ({ data: await officeFreeBets(database, userOf(req).id, req.query.lang ?? 'en') }),
  );
}
