// GetAvance: the advance a player may bet with, for the coupon they are building. Nothing is offered
// where the brand's `coupon.isAdvanceBetEnabled` is off; what the player still owes is shown anyway.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import { couponRequest, getAvanceAnswer } from '@fairline/shared/wire/coupon';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalUser } from '../auth/auth.service';
import { advanceFigures, isAdvanceEligible } from './advance';
import type { SiteResolver } from './bet.routes';
import { activeCurrency } from './bet-queries';
import { LIVEBET } from './coupon.routes';
import { envelope } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { normaliseCoupon } from './coupon-input';

export function advanceRoutes(app: FastifyInstance, ctx: CouponContext, site: SiteResolver) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${LIVEBET}/Open/GetAvance`,
    {
      preHandler: optionalUser,
      schema: {
        tags: ['coupon'],
        summary: 'The advance available against unsettled bets',
        description:
          'Summ: what an advance bet on this coupon may stake now (0, Available false, for a guest, outside the window, or where the brand does not offer advance bets); Outstanding: advances still owed.',
        body: couponRequest,
        response: { 200: getAvanceAnswer },
      },
    },
    async (req) => {
      const userId = req.user?.id;
      if (userId === undefined) return envelope({ Summ: 0, Available: false, Outstanding: 0 });
      const input = normaliseCoupon(req.body);
      const now = ctx.clock.now();
      const windowMs = ctx.settings.advanceWindowMs;
      const offered = (await site(req)).settings.coupon.isAdvanceBetEnabled;
      const inWindow = input.events.every((e) => isAdvanceEligible(ctx.engine.getGame(e.gameId, now), now, windowMs));
      const currencyId = await activeCurrency(ctx.database, userId);
      const figures = await advanceFigures(ctx.database, userId, currencyId, {
        now,
        windowMs,
        share: ctx.settings.advanceShare,
      });
      const amount = offered && inWindow ? figures.available : 0;
      const digits = currencyById(currencyId)?.minorDigits ?? 2;
      return envelope({
        Summ: fromMinor(minor(amount), digits),
        Available: amount > 0,
        Outstanding: fromMinor(minor(figures.outstanding), digits),
      });
    },
  );
}
