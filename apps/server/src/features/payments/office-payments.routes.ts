import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/require-user';
import type { AuthPreHandler } from '../wallet/wallet-deps';
import { DEPOSIT_LIMIT_PERIODS, getDepositLimits, setDepositLimits } from './deposit-limits.service';
import { loadPaymentAccess } from './payment-access';
import { blockedError } from './payment-errors';
import { listPaymentSources } from './payments.repository';
import type { PaymentsContext } from './payments-deps';

const cashierData = z.object({
  src: z.string().describe('Where the cashier starts: the deposit (recharge) or withdrawal (deduce) call'),
  rand: z.string().describe('A fresh nonce, so a framed cashier is never served from cache'),
  needVerify: z.boolean(),
  blocked: z.boolean(),
});

const limitView = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount: z.number().nullable(),
  has_pending: z.boolean(),
  pending_amount: z.number().nullable(),
  pending_effective_at: z.string().nullable(),
  deposited: z.number(),
  remaining: z.number().nullable(),
});
const limitsAnswer = z.object({
  data: z.object({
    attributes: z.object({ currency: z.string(), currencyId: z.number(), limits: z.array(limitView) }),
  }),
});

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
        response: {
          200: z.object({
            sources: z.array(
              z.object({
                provider: z.string(),
                method: z.string().nullable(),
                deposits: z.number(),
                lastUsed: z.string(),
              }),
            ),
          }),
        },
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
        response: { 200: limitsAnswer },
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
        body: z.object({
          data: z.object({
            attributes: z.object({
              limits: z
                .array(
                  z.object({
                    period: z.enum(DEPOSIT_LIMIT_PERIODS),
                    amount: z.union([z.number().positive(), z.string().min(1).max(32), z.null()]),
                  }),
                )
                .min(1)
                .max(DEPOSIT_LIMIT_PERIODS.length)
                .refine((list) => new Set(list.map((l) => l.period)).size === list.length, 'Each period at most once'),
            }),
          }),
        }),
        response: { 200: limitsAnswer },
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
