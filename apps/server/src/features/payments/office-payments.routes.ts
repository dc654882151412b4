import { randomBytes } from 'node:crypto';
import {
  cashierData,
  depositLimitsAnswer,
  depositLimitsRequest,
  paymentSourcesAnswer,
} from '@fairline/shared/wire/cashier';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthPreHandler } from '../auth/auth.service';
import { userOf } from '../auth/auth.service';
import { getDepositLimits, setDepositLimits } from './deposit-limits.service';
import { loadPaymentAccess } from './payment-access';
import { blockedError } from './payment-errors';
import { listPaymentSources } from './payments.repository';
import type { PaymentsContext } from './payments-deps';

const rand = () => randomBytes(8).toString('hex');

/** The office's cashier data, payment sources and deposit limits. */
export function officePaymentRoutes(app: FastifyInstance, ctx: PaymentsContext, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/officeapi/getrechargedata',
    { preHandler, schema: { tags: ['office'], summary: 'Cashier data for a deposit', response: { 200: cashierData } } },
    async (req) => {
      const access = await loadPaymentAccess(ctx.database, userOf(req).id, ctx.now());
      return { src: '/web-api/payments/deposit', rand: rand(), needVerify: false, blocked: access.rechargeBlocked };
    },
  );

  r.get(
    '/web-api/officeapi/getdeducedata',
    {
      preHandler,
      schema: {
        tags: ['office'],
        summary: 'Cashier data for a withdrawal',
        description:
          'When withdrawals are blocked the answer is 403 with error_code "blocked" (the client shows blocked: true).',
        response: { 200: cashierData },
      },
    },
    async (req) => {
      const access = await loadPaymentAccess(ctx.database, userOf(req).id, ctx.now());
      if (access.deduceBlocked) throw blockedError('Withdrawals');
      return { src: '/web-api/payments/withdraw', rand: rand(), needVerify: access.needVerify, blocked: false };
    },
  );

  r.get(
    '/web-api/officeapi/gethistorypaymentsource',
    {
      preHandler,
      schema: {
        tags: ['office'],
        summary: 'Payment methods the user has deposited with',
        response: { 200: paymentSourcesAnswer },
      },
    },
    async (req) => ({ sources: await listPaymentSources(ctx.database, userOf(req).id) }),
  );

  r.get(
    '/web-api/api/web/user/v1/deposit-limits',
    {
      preHandler,
      schema: {
        tags: ['responsible-gambling'],
        summary: 'Deposit limits (24 h, 7 days, 1 month) and what is left',
        response: { 200: depositLimitsAnswer },
      },
    },
    async (req) => ({ data: { attributes: await getDepositLimits(ctx.database, userOf(req).id, ctx.now()) } }),
  );

  r.put(
    '/web-api/api/web/user/v1/deposit-limits',
    {
      preHandler,
      schema: {
        tags: ['responsible-gambling'],
        summary: 'Set or remove deposit limits',
        description:
          'Amounts in the registration currency; null removes. A lower limit applies at once, a higher one or a removal after 24 hours.',
        body: depositLimitsRequest,
        response: { 200: depositLimitsAnswer },
      },
    },
    async (req) => ({
      data: {
        attributes: await setDepositLimits(
          ctx.database,
          userOf(req).id,
          req.body.data.attributes.limits,
          ctx.now(),
          req.ip,
        ),
      },
    }),
  );
}
