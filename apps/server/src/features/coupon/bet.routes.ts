// The secure bet calls: MakeBetWeb, MakeBetWebMulti, MakeBetBidWeb, CancelBetBid and the web
// client's putbetscommon.
import {
  cancelBetBidAnswer,
  cancelBetBidRequest,
  makeBetAnswer,
  makeBetMultiAnswer,
  putBetsRequest,
} from '@fairline/shared/wire/bets';
import { CouponErrorCode, type CouponRequest, couponRequest, multiCouponRequest } from '@fairline/shared/wire/coupon';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthPreHandler } from '../auth/auth.service';
import { confirmSession, userOf } from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';
import { refuseAdvanceWhenOff } from './advance-bet';
import { releaseBid } from './auto-bets';
import { checkPartner, LIVEBET } from './coupon.routes';
import { envelope, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { normaliseCoupon } from './coupon-input';
import { placeCoupon } from './place-bet';
import { uncheckedSerializer } from './unchecked-serializer';
import { isVipAllowed } from './vip-bets';

export type SiteResolver = (req: FastifyRequest) => Promise<ResolvedSite>;

/**
 * `auth` guards every call; `placeAuth` the placing calls and may take the session from a cache
 * (requireBettor): place_bet checks the session again, and an advance bet and a VIP request, which
 * do not reach place_bet, confirm it here first.
 */
export function betRoutes(
  app: FastifyInstance,
  ctx: CouponContext,
  guards: { auth: AuthPreHandler; placeAuth: AuthPreHandler },
  site: SiteResolver,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, placeAuth } = guards;

  const place = async (req: FastifyRequest, body: CouponRequest, isAutoBet = false) => {
    checkPartner(body.partner);
    const { id: userId, sessionId } = userOf(req);
    const input = normaliseCoupon(body);
    if (input.avanceBet) {
      await confirmSession(ctx.database, sessionId);
      const off = await refuseAdvanceWhenOff(ctx, (await site(req)).settings, userId, input);
      if (off) return off;
    }
    return placeCoupon(ctx, input, {
      userId,
      sessionId,
      isAutoBet,
      vipAllowed: async () => {
        await confirmSession(ctx.database, sessionId);
        const [row] = await ctx.database.query<{ country: string }>('select country from users where id = $1', [
          userId,
        ]);
        return isVipAllowed(await site(req), row?.country);
      },
    });
  };

  const placeAll = async (req: FastifyRequest, coupons: readonly CouponRequest[]) => {
    const answers = [];
    for (const coupon of coupons) answers.push(await place(req, coupon));
    return envelope(answers);
  };

  r.post(
    `${LIVEBET}/Secure/MakeBetWeb`,
    {
      preHandler: placeAuth,
      serializerCompiler: uncheckedSerializer,
      schema: {
        tags: ['coupon'],
        summary: 'Place a bet (idempotent by betGuid)',
        body: couponRequest,
        response: { 200: makeBetAnswer },
      },
    },
    async (req) => place(req, req.body),
  );

  r.post(
    `${LIVEBET}/Secure/MakeBetWebMulti`,
    {
      preHandler: placeAuth,
      serializerCompiler: uncheckedSerializer,
      schema: {
        tags: ['coupon'],
        summary: 'Place several coupons (coupons) or one',
        body: multiCouponRequest,
        response: { 200: makeBetMultiAnswer },
      },
    },
    async (req) => {
      const { coupons, ...single } = req.body;
      return coupons ? placeAll(req, coupons) : place(req, single);
    },
  );

  r.post(
    `${LIVEBET}/Secure/MakeBetBidWeb`,
    {
      preHandler: placeAuth,
      serializerCompiler: uncheckedSerializer,
      schema: {
        tags: ['coupon'],
        summary: 'Order an auto bet at autoBetCf (the stake is reserved now)',
        body: couponRequest,
        response: { 200: makeBetAnswer },
      },
    },
    async (req) => place(req, req.body, true),
  );

  r.post(
    `${LIVEBET}/Secure/CancelBetBid`,
    {
      preHandler: auth,
      schema: {
        tags: ['coupon'],
        summary: 'Cancel a pending auto bet and release its stake',
        body: cancelBetBidRequest,
        response: { 200: cancelBetBidAnswer },
      },
    },
    async (req) =>
      (await releaseBid(ctx, req.body.betId, userOf(req).id))
        ? envelope({ BetId: req.body.betId, Status: 'cancelled' as const })
        : refusal('No pending auto bet with this id', CouponErrorCode.notFound),
  );

  r.post(
    '/web-api/datalinelive/putbetscommon',
    {
      preHandler: placeAuth,
      serializerCompiler: uncheckedSerializer,
      schema: {
        tags: ['coupon'],
        summary: 'Place a coupon (coupon) or several (coupons)',
        body: putBetsRequest,
        response: { 200: makeBetMultiAnswer },
      },
    },
    async (req) => {
      const list = [...(req.body.coupon ? [req.body.coupon] : []), ...(req.body.coupons ?? [])];
      if (list.length === 0) return refusal('No coupon to place', CouponErrorCode.invalidCoupon);
      if (list.length === 1 && list[0]) return place(req, list[0]);
      return placeAll(req, list);
    },
  );
}
