// Manual adjustments with two-person approval (issue 24 §2 payments, ADR 0048): a staff member credits
// or debits a player's cash account; above the threshold (USD converted per currency) a different staff
// member approves or rejects it. Each change is one statement with its ledger transaction and audit rows.
import { BackofficeLimits, csvAnswer, idParams } from '@fairline/shared/wire/backoffice';
import {
  adjustmentAnswer,
  adjustmentApproveRequest,
  adjustmentListAnswer,
  adjustmentQueueQuery,
  adjustmentRejectRequest,
  adjustmentRequest,
} from '@fairline/shared/wire/backoffice-adjustments';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import {
  type AdjustmentMove,
  decideAdjustment,
  findAdjustment,
  listAdjustments,
  listPlayerAdjustments,
  requestAdjustment,
  usdThresholdIn,
} from './adjustments.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const CSV_COLUMNS = [
  'id',
  'user_id',
  'currency',
  'direction',
  'amount_minor',
  'category',
  'reason',
  'status',
  'threshold_minor',
  'requested_by',
  'decided_by',
  'decision_reason',
  'ledger_tx_id',
  'created_at',
  'decided_at',
] as const;

export function adjustmentRoutes({ r, database, now, adjustmentThresholdUsd, pubsub }: BackofficeContext) {
  /** The adjustment as stored now and the balance; a posting pushes the player's new balance. */
  const answerOf = async (move: AdjustmentMove, userId?: number) => {
    const adjustment = await findAdjustment(database, move.adjustmentId);
    if (!adjustment) throw new Error(`adjustment ${move.adjustmentId} vanished`);
    if (move.status === 'posted')
      await publishToUser(pubsub, userId ?? adjustment.user_id, [
        { t: 'balance', accountId: move.accountId, balance: move.balance },
      ]);
    return { adjustment, balance_minor: move.balance };
  };

  r.post(
    `${ADMIN_API}/players/:id/adjustments`,
    {
      config: { staffPermission: 'payments.adjust' },
      schema: {
        tags: TAGS,
        summary: 'Credit or debit the player’s cash account in a currency (a manual adjustment)',
        description:
          'At or below the threshold (USD converted to the currency) it posts at once; above it, it waits for a ' +
          'different staff member with payments.approve. A debit never takes the cash below zero (400 insufficient_funds).',
        params: idParams,
        body: adjustmentRequest,
        response: { 200: adjustmentAnswer },
      },
    },
    async (req) => {
      const move = await requestAdjustment(database, {
        userId: req.params.id,
        body: req.body,
        threshold: usdThresholdIn(adjustmentThresholdUsd, req.body.currency_id),
        actor: actorOf(req),
        at: now(),
      });
      return answerOf(move, req.params.id);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/adjustments`,
    {
      config: { staffPermission: 'players.read' },
      schema: {
        tags: TAGS,
        summary: 'The player’s manual adjustments, newest first',
        params: idParams,
        response: { 200: adjustmentListAnswer },
      },
    },
    async (req) => {
      const items = await listPlayerAdjustments(database, req.params.id);
      return { items, total: items.length };
    },
  );

  r.get(
    `${ADMIN_API}/payments/adjustments`,
    {
      config: { staffPermission: 'payments.approve' },
      schema: {
        tags: TAGS,
        summary: 'Manual adjustments by status (pending: the oldest first, waiting for a second person)',
        querystring: adjustmentQueueQuery,
        response: { 200: adjustmentListAnswer },
      },
    },
    async (req) => listAdjustments(database, req.query),
  );

  r.get(
    `${ADMIN_API}/payments/adjustments.csv`,
    {
      config: { staffPermission: 'payments.approve' },
      schema: {
        tags: TAGS,
        summary: 'Manual adjustments of a status as CSV',
        querystring: adjustmentQueueQuery.pick({ status: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await listAdjustments(database, {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      reply.header('content-disposition', 'attachment; filename="adjustments.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, page.items);
    },
  );

  r.post(
    `${ADMIN_API}/payments/adjustments/:id/approve`,
    {
      config: { staffPermission: 'payments.approve' },
      schema: {
        tags: TAGS,
        summary: 'Approve a pending adjustment: it posts once (one ledger transaction keyed by its id)',
        description:
          'The requester cannot approve their own (403 own_adjustment); a decided one answers 409 adjustment_decided.',
        params: idParams,
        body: adjustmentApproveRequest,
        response: { 200: adjustmentAnswer },
      },
    },
    async (req) =>
      answerOf(
        await decideAdjustment(database, {
          id: req.params.id,
          approve: true,
          reason: req.body.note ?? null,
          actor: actorOf(req),
          at: now(),
        }),
      ),
  );

  r.post(
    `${ADMIN_API}/payments/adjustments/:id/reject`,
    {
      config: { staffPermission: 'payments.approve' },
      schema: {
        tags: TAGS,
        summary: 'Reject a pending adjustment with a reason: nothing moves',
        params: idParams,
        body: adjustmentRejectRequest,
        response: { 200: adjustmentAnswer },
      },
    },
    async (req) =>
      answerOf(
        await decideAdjustment(database, {
          id: req.params.id,
          approve: false,
          reason: req.body.reason,
          actor: actorOf(req),
          at: now(),
        }),
      ),
  );
}
