import { currencyById } from '@fairline/shared/lookups/currencies';
import {
  paymentAttemptsAnswer,
  paymentAttemptsQuery,
  paymentMethodsAnswer,
  paymentMethodsQuery,
} from '@fairline/shared/wire/cashier-methods';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { ATTEMPTS_PAGE_SIZE, listAttempts } from './attempts.repository';
import { describeMethods } from './methods.service';
import type { PaymentsContext } from './payments-deps';

/** The cashier's method list (what the forms offer) and the history of payment attempts. */
export function methodRoutes(app: FastifyInstance, ctx: PaymentsContext, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/payments/methods',
    {
      preHandler,
      schema: {
        tags: ['payments'],
        summary: 'Payment methods offered to the player in a currency, with limits and quick amounts',
        description:
          'Methods are data per brand and currency (ADR 0022); only methods whose provider is enabled are listed, ' +
          'so the list is empty when payments are off. The same limits are enforced by deposit and withdraw.',
        querystring: paymentMethodsQuery,
        response: { 200: paymentMethodsAnswer },
      },
    },
    async (req) => {
      const currency = currencyById(req.query.currency_id);
      if (!currency) {
        throw new AppError('VALIDATION', 'Unknown currency', { validationErrors: { currency_id: 'Unknown currency' } });
      }
      return describeMethods(ctx, userOf(req).id, req.query.direction, currency);
    },
  );

  r.get(
    '/web-api/payments/attempts',
    {
      preHandler,
      schema: {
        tags: ['payments'],
        summary: 'The player’s deposits and withdrawals with their status, newest first',
        description: `Declined, cancelled, expired and pending attempts included; ${ATTEMPTS_PAGE_SIZE} a page.`,
        querystring: paymentAttemptsQuery,
        response: { 200: paymentAttemptsAnswer },
      },
    },
    async (req) => {
      const page = await listAttempts(ctx.database, userOf(req).id, req.query.page_number);
      return {
        items: page.items,
        page_number: req.query.page_number,
        page_size: ATTEMPTS_PAGE_SIZE,
        has_more: page.hasMore,
      };
    },
  );
}
