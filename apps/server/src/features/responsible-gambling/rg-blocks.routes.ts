import {
  accountHistoryAnswer,
  rgBlockAnswer,
  selfExclusionRequest,
  timeOutRequest,
} from '@fairline/shared/wire/responsible-gambling';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, clearSessionCookie, userOf } from '../auth/auth.service';
import { getBlock, startBlock } from './rg-blocks.service';
import { rgNow } from './rg-clock';
import { getAccountHistory, historyCsv } from './rg-history.service';
import { RG_PREFIX } from './rg-limits.routes';

const TAGS = ['responsible-gambling'];
const ENDS =
  'Starts at once, cannot be shortened, ends every session of the player (the cookie of this one too) and stops marketing.';

/** Time-out and self-exclusion (GET the state, PUT a confirmed start) and the account history. */
export function rgBlockRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, kind, body] of [
    ['time-out', 'timeout', timeOutRequest],
    ['self-exclusion', 'self_exclusion', selfExclusionRequest],
  ] as const) {
    r.get(
      `${RG_PREFIX}/${path}`,
      {
        preHandler,
        schema: { tags: TAGS, summary: `The running ${path}, if any`, response: { 200: rgBlockAnswer } },
      },
      async (req) => ({ data: { attributes: await getBlock(database, userOf(req).id, kind, rgNow(database)) } }),
    );
    r.put(
      `${RG_PREFIX}/${path}`,
      {
        preHandler,
        schema: {
          tags: TAGS,
          summary: `Start a ${path} (confirm: true)`,
          description: ENDS,
          body,
          response: { 200: rgBlockAnswer },
        },
      },
      async (req, reply) => {
        const block = await startBlock(database, {
          userId: userOf(req).id,
          kind,
          period: req.body.data.attributes.period,
          now: rgNow(database),
          ip: req.ip,
        });
        clearSessionCookie(reply);
        return { data: { attributes: block } };
      },
    );
  }

  r.get(
    `${RG_PREFIX}/account-history`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: '12 months of bets and payments, and lifetime net deposits',
        response: { 200: accountHistoryAnswer },
      },
    },
    async (req) => ({ data: { attributes: await getAccountHistory(database, userOf(req).id, rgNow(database)) } }),
  );
  r.get(
    `${RG_PREFIX}/account-history.csv`,
    {
      preHandler,
      schema: { tags: TAGS, summary: 'The account history as CSV', response: { 200: z.string() } },
    },
    async (req, reply) => {
      const history = await getAccountHistory(database, userOf(req).id, rgNow(database));
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="account-history.csv"');
      return historyCsv(history);
    },
  );
}
