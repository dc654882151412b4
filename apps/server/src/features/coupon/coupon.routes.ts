// The open coupon calls: UpdateCoupon(Multi), SaveCoupon, GetCoupon (GetAvance: advance.routes.ts).

import {
  CouponErrorCode,
  type CouponRequest,
  couponRequest,
  getCouponAnswer,
  getCouponRequest,
  multiCouponRequest,
  saveCouponAnswer,
  updateCouponAnswer,
  updateCouponMultiAnswer,
} from '@fairline/shared/wire/coupon';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { optionalUser } from '../auth/auth.service';
import { activeCurrency } from './bet-queries';
import { type CashOutValue, cashOutValue, loadSellableBet } from './cash-out';
import { quoteAnswer } from './cash-out.routes';
import { couponAnswer, envelope, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { normaliseCoupon } from './coupon-input';
import { priceCoupon } from './pricing';
import { loadRiskLimits } from './risk-limits';
import { loadCoupon, saveCoupon, savedCouponAnswer } from './saved-coupons';

export const LIVEBET = '/service-api/LiveBet';
const PARTNERS: ReadonlySet<number> = new Set([1, 2]);

/** 406 for a partner we do not serve (the feeds' rule). */
export function checkPartner(partner: number | undefined): void {
  if (!PARTNERS.has(partner ?? 1)) throw new AppError('UNKNOWN_PARTNER', `Unknown partner ${partner}`);
}

export function couponRoutes(app: FastifyInstance, ctx: CouponContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const price = async (body: CouponRequest, userId: number | null) => {
    checkPartner(body.partner);
    const input = normaliseCoupon(body);
    const currencyId = input.currency ?? (userId !== null ? await activeCurrency(ctx.database, userId) : 1);
    return priceCoupon(input, {
      engine: ctx.engine,
      now: ctx.clock.now(),
      limits: await loadRiskLimits(ctx.database, userId),
      antiExpressMargin: ctx.settings.antiExpressMargin,
      currencyId,
    });
  };

  const update = async (body: CouponRequest, userId: number | null) => {
    const pricing = await price(body, userId);
    if (!pricing.ok) return refusal(pricing.error, pricing.errorCode ?? CouponErrorCode.invalidCoupon);
    const answer = couponAnswer(pricing.priced);
    const saleBetId = pricing.priced.input.saleBetId;
    if (saleBetId !== undefined && saleBetId > 0) {
      const bet = userId === null ? undefined : await loadSellableBet(ctx.database, saleBetId, userId);
      const value: CashOutValue = bet ? cashOutValue(ctx, bet) : { offered: false, reason: 'notFound' };
      answer.SaleBet = quoteAnswer(ctx, saleBetId, value, bet?.currencyId ?? 1);
    }
    return envelope(answer);
  };

  r.post(
    `${LIVEBET}/Open/UpdateCoupon`,
    {
      preHandler: optionalUser,
      schema: {
        tags: ['coupon'],
        summary: 'Re-price a coupon: odds, blocks, totals, min/max stake',
        body: couponRequest,
        response: { 200: updateCouponAnswer },
      },
    },
    async (req) => update(req.body, req.user?.id ?? null),
  );

  r.post(
    `${LIVEBET}/Open/UpdateCouponMulti`,
    {
      preHandler: optionalUser,
      schema: {
        tags: ['coupon'],
        summary: 'Re-price several coupons (coupons) or one',
        body: multiCouponRequest,
        response: { 200: updateCouponMultiAnswer },
      },
    },
    async (req) => {
      const { coupons, ...single } = req.body;
      if (!coupons) return update(single, req.user?.id ?? null);
      const answers = [];
      for (const coupon of coupons) answers.push(await update(coupon, req.user?.id ?? null));
      return envelope(answers);
    },
  );

  r.post(
    `${LIVEBET}/Open/SaveCoupon`,
    {
      schema: {
        tags: ['coupon'],
        summary: 'Save a coupon under a short code',
        body: couponRequest,
        response: { 200: saveCouponAnswer },
      },
    },
    async (req) => {
      const pricing = await price(req.body, null);
      if (!pricing.ok) return refusal(pricing.error, pricing.errorCode ?? CouponErrorCode.invalidCoupon);
      const code = await saveCoupon(ctx.database, req.body, pricing.priced);
      return envelope(code, { Guid: code });
    },
  );

  r.post(
    `${LIVEBET}/Open/GetCoupon`,
    {
      preHandler: optionalUser,
      schema: {
        tags: ['coupon'],
        summary: 'A saved coupon re-priced, with what changed since saving',
        body: getCouponRequest,
        response: { 200: getCouponAnswer },
      },
    },
    async (req) => {
      const saved = await loadCoupon(ctx.database, req.body.guid);
      if (!saved) return refusal('Coupon is not found', CouponErrorCode.notFound);
      const pricing = await price(saved.body, req.user?.id ?? null);
      const answer = savedCouponAnswer(req.body.guid.trim().toUpperCase(), pricing, saved.saved);
      return answer
        ? envelope(answer, { Guid: String(answer.Guid) })
        : refusal('Coupon is not valid any more', CouponErrorCode.invalidCoupon);
    },
  );
}
