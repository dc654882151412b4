// The back office's payments desks (issue 24 §2 payments, ADR 0042 and 0051), in the payments feature
// because a payout goes through its providers: the withdrawal desk (approve, reject with a reason, mark
// paid) under payments.withdrawals and the read-only deposits view under payments.deposits. Every
// decision and export writes the staff audit log right after the payment's own change committed.
import { BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import {
  depositsAnswer,
  depositsQuery,
  deskDecisionAnswer,
  deskWithdrawalsAnswer,
  deskWithdrawalsQuery,
  withdrawalNoteRequest,
  withdrawalRejectRequest,
} from '@fairline/shared/wire/backoffice-payments';
import { paymentIdParams } from '@fairline/shared/wire/cashier';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, appendAudit, staffOf, toCsv } from '../backoffice/backoffice.service';
import { listDeskDeposits, listDeskWithdrawals } from './desk.repository';
import type { PaymentsContext } from './payments-deps';
import { approveWithdrawal, finishWithdrawal } from './withdrawals.service';

const TAGS = ['backoffice'];
const WITHDRAWAL_CSV = [
  'withdrawal_id',
  'user_id',
  'currency',
  'amount_minor',
  'method_code',
  'status',
  'reason',
  'approved_by',
  'approved_at',
  'decided_at',
  'created_at',
] as const;
const DEPOSIT_CSV = [
  'deposit_id',
  'user_id',
  'currency',
  'amount_minor',
  'status',
  'provider',
  'method_code',
  'method',
  'reason',
  'created_at',
  'settled_at',
] as const;

const csvReply = (reply: FastifyReply, name: string) =>
  reply.header('content-disposition', `attachment; filename="${name}.csv"`).type('text/csv; charset=utf-8');

export function staffPaymentDeskRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withdrawals = { staffPermission: 'payments.withdrawals' } as const;
  const deposits = { staffPermission: 'payments.deposits' } as const;

  r.get(
    '/admin-api/payments/withdrawals',
    {
      config: withdrawals,
      schema: {
        tags: TAGS,
        summary: 'Withdrawals by desk status (requested and approved: the oldest first), paged and sorted',
        querystring: deskWithdrawalsQuery,
        response: { 200: deskWithdrawalsAnswer },
      },
    },
    async (req) => {
      // Fails closed (401) in an app that lacks the back office's guard.
      staffOf(req);
      return listDeskWithdrawals(ctx.database, req.query);
    },
  );

  r.get(
    '/admin-api/payments/withdrawals.csv',
    {
      config: withdrawals,
      schema: {
        tags: TAGS,
        summary: 'Withdrawals of a desk status as CSV',
        querystring: deskWithdrawalsQuery.pick({ status: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await listDeskWithdrawals(ctx.database, {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      await appendAudit(ctx.database, actorOf(req), {
        action: 'payments.withdrawals_exported',
        after: { status: req.query.status, rows: page.items.length },
      });
      csvReply(reply, 'withdrawals');
      return toCsv(WITHDRAWAL_CSV, page.items);
    },
  );

  r.post(
    '/admin-api/payments/withdrawals/:id/approve',
    {
      config: withdrawals,
      schema: {
        tags: TAGS,
        summary: 'Approve a requested withdrawal: it may then be paid (the money stays pending)',
        description: 'A paid or rejected one answers 409 withdrawal_decided; approving twice changes nothing.',
        params: paymentIdParams,
        body: withdrawalNoteRequest,
        response: { 200: deskDecisionAnswer },
      },
    },
    async (req) => {
      const reason = req.body.reason ?? null;
      const staff = staffOf(req);
      const done = await approveWithdrawal(ctx, req.params.id, staff.id, `staff:${staff.email}`);
      if (done.changed) {
        await appendAudit(ctx.database, actorOf(req, reason), {
          action: 'payments.withdrawal.approved',
          subject: `payment:${req.params.id}`,
          before: { status: 'requested' },
          after: { status: 'approved', user_id: done.user_id },
        });
      }
      return { withdrawal_id: done.withdrawal_id, status: done.status };
    },
  );

  for (const decision of ['paid', 'rejected'] as const) {
    r.post(
      `/admin-api/payments/withdrawals/:id/${decision}`,
      {
        config: withdrawals,
        schema: {
          tags: TAGS,
          summary:
            decision === 'paid'
              ? 'Mark an approved withdrawal paid: the provider pays it out (pending → clearing)'
              : 'Reject a requested or approved withdrawal with a reason: the money returns to the player’s cash',
          description:
            decision === 'paid'
              ? '409 withdrawal_not_approved before an approval, 409 withdrawal_decided once rejected.'
              : '409 withdrawal_decided once paid.',
          params: paymentIdParams,
          body: decision === 'paid' ? withdrawalNoteRequest : withdrawalRejectRequest,
          response: { 200: deskDecisionAnswer },
        },
      },
      async (req) => {
        const reason = req.body.reason ?? null;
        const staff = staffOf(req);
        const done = await finishWithdrawal(ctx, req.params.id, decision, reason, `staff:${staff.email}`);
        if (done.changed) {
          await appendAudit(ctx.database, actorOf(req, reason), {
            action: `payments.withdrawal.${decision}`,
            subject: `payment:${req.params.id}`,
            before: { status: done.before },
            after: { status: done.status, user_id: done.user_id },
          });
        }
        return { withdrawal_id: done.withdrawal_id, status: done.status };
      },
    );
  }

  r.get(
    '/admin-api/payments/deposits',
    {
      config: deposits,
      schema: {
        tags: TAGS,
        summary: 'Deposits filtered by status, player, currency and UTC days (inclusive), paged and sorted',
        querystring: depositsQuery,
        response: { 200: depositsAnswer },
      },
    },
    async (req) => listDeskDeposits(ctx.database, req.query),
  );

  r.get(
    '/admin-api/payments/deposits.csv',
    {
      config: deposits,
      schema: {
        tags: TAGS,
        summary: 'The filtered deposits as CSV',
        querystring: depositsQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await listDeskDeposits(ctx.database, {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      await appendAudit(ctx.database, actorOf(req), {
        action: 'payments.deposits_exported',
        after: { ...req.query, rows: page.items.length },
      });
      csvReply(reply, 'deposits');
      return toCsv(DEPOSIT_CSV, page.items);
    },
  );
}
