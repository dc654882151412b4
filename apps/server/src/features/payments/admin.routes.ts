import { timingSafeEqual } from 'node:crypto';
import {
  paymentIdParams,
  withdrawalAnswer,
  withdrawalDecisionRequest,
  withdrawalsAnswer,
  withdrawalsQuery,
} from '@fairline/shared/wire/cashier';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { actorOf, appendAudit, staffOf } from '../backoffice/backoffice.service';
import { listPayments } from './payments.repository';
import type { PaymentsContext } from './payments-deps';
import { finishWithdrawal } from './withdrawals.service';

const BEARER = /^Bearer\s+(\S{1,200})$/i;

function isAdmin(req: FastifyRequest, token: string): boolean {
  const given = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator's withdrawal desk, behind `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured
 * token the routes answer 404, as if they did not exist.
 */
export function adminRoutes(app: FastifyInstance, ctx: PaymentsContext, adminToken: string | undefined) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = async (req: FastifyRequest) => {
    if (!adminToken) throw new AppError('NOT_FOUND', 'Route is not found');
    if (!isAdmin(req, adminToken)) throw new AppError('UNAUTHORIZED', 'Operator authorization required');
  };

  r.get(
    '/web-api/admin/payments/withdrawals',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals by status (oldest first)',
        querystring: withdrawalsQuery,
        response: { 200: withdrawalsAnswer },
      },
    },
    async (req) => ({
      items: (await listPayments(ctx.database, 'withdrawal', req.query.status, req.query.limit)).map((p) => ({
        withdrawal_id: p.publicId,
        user_id: p.userId,
        amount_minor: p.amount,
        currency_id: p.currencyId,
        status: p.status,
        created_at: p.createdAt.toISOString(),
      })),
    }),
  );

  for (const decision of ['paid', 'rejected'] as const) {
    r.post(
      `/web-api/admin/payments/withdrawals/:id/${decision}`,
      {
        preHandler,
        schema: {
          tags: ['admin'],
          summary:
            decision === 'paid'
              ? 'Pay a requested withdrawal'
              : 'Reject a requested withdrawal (the money returns to the player)',
          params: paymentIdParams,
          body: withdrawalDecisionRequest,
          response: { 200: withdrawalAnswer },
        },
      },
      async (req) => finishWithdrawal(ctx, req.params.id, decision, req.body.reason ?? null, 'admin'),
    );
  }
}

/**
 * The same desk in the back office (ADR 0042): a staff session with the `payments.withdrawals`
 * permission instead of the static token; each decision also writes the staff audit log.
 */
export function staffWithdrawalRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin-api/payments/withdrawals',
    {
      config: { staffPermission: 'payments.withdrawals' },
      schema: {
        tags: ['backoffice'],
        summary: 'Withdrawals by status (oldest first)',
        querystring: withdrawalsQuery,
        response: { 200: withdrawalsAnswer },
      },
    },
    async (req) => {
      // Fails closed (401) in an app that lacks the back office's guard.
      staffOf(req);
      return {
        items: (await listPayments(ctx.database, 'withdrawal', req.query.status, req.query.limit)).map((p) => ({
          withdrawal_id: p.publicId,
          user_id: p.userId,
          amount_minor: p.amount,
          currency_id: p.currencyId,
          status: p.status,
          created_at: p.createdAt.toISOString(),
        })),
      };
    },
  );
  for (const decision of ['paid', 'rejected'] as const) {
    r.post(
      `/admin-api/payments/withdrawals/:id/${decision}`,
      {
        config: { staffPermission: 'payments.withdrawals' },
        schema: {
          tags: ['backoffice'],
          summary:
            decision === 'paid' ? 'Pay a requested withdrawal' : 'Reject a requested withdrawal (the money returns)',
          params: paymentIdParams,
          body: withdrawalDecisionRequest,
          response: { 200: withdrawalAnswer },
        },
      },
      async (req) => {
        const reason = req.body.reason ?? null;
        const staff = staffOf(req);
        const answer = await finishWithdrawal(ctx, req.params.id, decision, reason, `staff:${staff.email}`);
        await appendAudit(ctx.database, actorOf(req, reason), {
          action: `payments.withdrawal.${decision}`,
          subject: `payment:${req.params.id}`,
          after: { status: answer.status },
        });
        return answer;
      },
    );
  }
}
