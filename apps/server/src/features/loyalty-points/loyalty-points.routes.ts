import {
  pointsHistoryAnswer,
  pointsHistoryQuery,
  pointsRedeemAnswer,
  pointsRedeemRequest,
  pointsShopAnswer,
} from '@fairline/shared/wire/loyalty-points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { pointsHistory, pointsShop, redeemPoints } from './loyalty-points.service';

const POINTS = '/web-api/officeapi/points';
const TAGS = ['loyalty-points'];
const langQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .describe('Language of the item names (en)'),
});

/** The office's loyalty points: the shop, a redemption, the history (ADR 0060). */
export function pointsRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${POINTS}/shop`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The points shop in the player’s currency: balance, earning rates and items',
        querystring: langQuery,
        response: { 200: pointsShopAnswer },
      },
    },
    async (req) => ({ data: await pointsShop(database, userOf(req).id, req.query.lang ?? 'en') }),
  );

  r.post(
    `${POINTS}/redeem`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Spend points on a shop item: the points are debited and its bonus granted, together',
        description:
          'One statement: the bonus engine grants the bonus (bonus cost → bonus account) and the points move to ' +
          'the house, or nothing moves. The same idempotency_key answers the first redemption (replayed: true); ' +
          'with another item it is 409 idempotency_conflict. 409 points_short when the balance does not cover ' +
          'the item, 409 bonus_busy while another bonus runs, 403 while player protection forbids bonuses.',
        body: pointsRedeemRequest,
        response: { 200: pointsRedeemAnswer },
      },
    },
    async (req) => ({ data: await redeemPoints(database, userOf(req).id, req.body) }),
  );

  r.get(
    `${POINTS}/history`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The player’s points earned, reversed and spent, newest first, 50 a page',
        querystring: pointsHistoryQuery,
        response: { 200: pointsHistoryAnswer },
      },
    },
    async (req) => ({ data: await pointsHistory(database, userOf(req).id, req.query.page) }),
  );
}
