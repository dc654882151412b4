// The player's VIP bet requests, for the office's bets page: what is held awaiting the operator and
// until when, and how the recent ones ended.
import { vipBetsAnswer } from '@fairline/shared/wire/vip-bets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthPreHandler } from '../auth/auth.service';
import { userOf } from '../auth/auth.service';
import type { CouponContext } from './coupon-deps';
import { listVipBets } from './vip-bets';

export function vipBetRoutes(app: FastifyInstance, ctx: CouponContext, auth: AuthPreHandler) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/officeapi/vipbets',
    {
      preHandler: auth,
      schema: {
        tags: ['coupon'],
        summary: 'The player’s VIP bet requests, newest first',
        description:
          'A stake above the maximum becomes a VIP bet request where the brand allows it: the stake is held ' +
          '(it counts in amountOfUnplacedBets) until the operator decides, or given back when the request ' +
          'expires at expires_at. The player’s channel user:<id> tells of each change ({t: "vip"}).',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: vipBetsAnswer },
      },
    },
    async (req) => ({ items: await listVipBets(ctx.database, userOf(req).id, req.query.limit) }),
  );
}
