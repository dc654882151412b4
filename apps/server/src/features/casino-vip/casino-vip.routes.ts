import { cashbackAnswer, vipStatusAnswer } from '@fairline/shared/wire/casino-vip';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { cashbackView, vipStatus } from './casino-vip.service';

const CASINO = '/web-api/officeapi/casino';
const TAGS = ['casino vip'];

/** The office's casino VIP level and premium cashback screens (ADR 0067). */
export function casinoVipRoutes(
  app: FastifyInstance,
  deps: { database: Database; preHandler: AuthPreHandler; now: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each screen answers 404 where the site's casino or its switch is off (ADR 0016).
  const offered = (key: 'isVipCashbackEnabled' | 'isPremiumCashbackEnabled') => async (req: FastifyRequest) => {
    const casino = (await req.server.authContext.sites.resolve(req)).settings.thirdPartyCasino;
    if (!casino.isEnabled || !casino[key]) throw notFound(key === 'isVipCashbackEnabled' ? 'The VIP club' : 'Cashback');
  };

  r.get(
    `${CASINO}/vip`,
    {
      preHandler: [offered('isVipCashbackEnabled'), deps.preHandler],
      schema: {
        tags: TAGS,
        summary: 'The player’s casino VIP level, this month’s wagering and the way to the next level',
        description:
          'Wagering is the USD equivalent of real-money casino stakes (free spins and rolled-back bets left out; ' +
          'demo play never counts) in the calendar month (UTC). The level held is the higher of what last ' +
          'month’s and this month’s wagering reached, so it never drops before the month ends.',
        response: { 200: vipStatusAnswer },
      },
    },
    async (req) => ({ data: await vipStatus(deps.database, userOf(req).id, deps.now()) }),
  );

  r.get(
    `${CASINO}/cashback`,
    {
      preHandler: [offered('isPremiumCashbackEnabled'), deps.preHandler],
      schema: {
        tags: TAGS,
        summary: 'The running week’s net casino loss and expected premium cashback, and the recorded weeks',
        description:
          'Per currency: stakes and wins of the ISO week (UTC) so far, the net loss and the cashback it would ' +
          'pay at the current level (percent, weekly cap). History: each closed week with its status. Amounts ' +
          'are minor units of currencyId.',
        response: { 200: cashbackAnswer },
      },
    },
    async (req) => ({ data: await cashbackView(deps.database, userOf(req).id, deps.now()) }),
  );
}
