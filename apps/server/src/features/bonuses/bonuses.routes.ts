import { bonusesAnswer, refuseBonusAnswer, refuseBonusRequest } from '@fairline/shared/wire/bonuses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { officeBonuses, refuseBonus } from './bonuses.service';

const OFFICE = '/web-api/officeapi';
const TAGS = ['bonuses'];
const langQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .describe('Language of the names (en)'),
});

/** The office's bonuses, in the spec's office-call style. */
export function bonusesRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${OFFICE}/getbonuses`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The player’s bonuses: the active ones with their wagering progress, then the history',
        querystring: langQuery,
        response: { 200: bonusesAnswer },
      },
    },
    async (req) => ({ data: await officeBonuses(database, userOf(req).id, req.query.lang ?? 'en') }),
  );

  r.post(
    `${OFFICE}/refusebonus`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Refuse an active bonus: the bonus money left on it is removed, once',
        description:
          'What is left on the bonus account goes back to the house and the wagering done is lost. Refusing a ' +
          'closed bonus again changes nothing and answers it as it stands; another player’s bonus answers 404.',
        querystring: langQuery,
        body: refuseBonusRequest,
        response: { 200: refuseBonusAnswer },
      },
    },
    async (req) => ({
      data: await refuseBonus(database, userOf(req).id, req.body.bonus_id, {
        lang: req.query.lang ?? 'en',
        ip: req.ip,
      }),
    }),
  );
}
