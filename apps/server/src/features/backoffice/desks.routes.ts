// The support queue (replies reach the player's inbox through the support feature) and the VIP bet
// requests desk (decline gives the held stake back through the coupon feature).
import {
  BackofficeLimits,
  csvAnswer,
  idParams,
  okAnswer,
  staffReplyRequest,
  staffTicketAnswer,
  ticketQueueAnswer,
  ticketQueueQuery,
  vipDeclineRequest,
  vipQueueAnswer,
  vipQueueQuery,
} from '@fairline/shared/wire/backoffice';
import { AppError } from '../../errors';
import { findVipRequest, listVipQueue } from '../coupon/coupon.service';
import { sendInboxMessage } from '../messages/messages.service';
import { getTicketForStaff, getTicketQueue, replyAsStaff } from '../support/support.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const TICKET_CSV = [
  'id',
  'user_id',
  'topic',
  'subject',
  'status',
  'created_at',
  'updated_at',
  'message_count',
  'last_author',
] as const;
const VIP_CSV = [
  'id',
  'user_id',
  'status',
  'stake_minor',
  'currency',
  'vid',
  'events',
  'created_at',
  'expires_at',
  'closed_at',
  'accepted_stake_minor',
  'bet_id',
] as const;

const withOwner = <T extends { userId: number }>({ userId, ...rest }: T) => ({ ...rest, user_id: userId });

export function deskRoutes({ r, app, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/support/tickets`,
    {
      config: { staffPermission: 'support.tickets' },
      schema: {
        tags: TAGS,
        summary: 'Support tickets of every player, oldest change first unless sorted',
        querystring: ticketQueueQuery,
        response: { 200: ticketQueueAnswer },
      },
    },
    async (req) => {
      const page = await getTicketQueue(database, req.query);
      return { items: page.tickets.map(withOwner), total: page.total };
    },
  );

  r.get(
    `${ADMIN_API}/support/tickets.csv`,
    {
      config: { staffPermission: 'support.tickets' },
      schema: {
        tags: TAGS,
        summary: 'The ticket queue as CSV',
        querystring: ticketQueueQuery.pick({ status: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await getTicketQueue(database, {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      reply.header('content-disposition', 'attachment; filename="tickets.csv"').type('text/csv; charset=utf-8');
      return toCsv(TICKET_CSV, page.tickets.map(withOwner));
    },
  );

  r.get(
    `${ADMIN_API}/support/tickets/:id`,
    {
      config: { staffPermission: 'support.tickets' },
      schema: {
        tags: TAGS,
        summary: 'A ticket with its thread',
        params: idParams,
        response: { 200: staffTicketAnswer },
      },
    },
    async (req) => withOwner(await getTicketForStaff(database, req.params.id)),
  );

  r.post(
    `${ADMIN_API}/support/tickets/:id/reply`,
    {
      config: { staffPermission: 'support.tickets' },
      schema: {
        tags: TAGS,
        summary: 'Answer a ticket (the player gets an inbox message)',
        params: idParams,
        body: staffReplyRequest,
        response: { 200: staffTicketAnswer },
      },
    },
    async (req) => {
      const before = await getTicketForStaff(database, req.params.id);
      await replyAsStaff(database, { ticketId: req.params.id, staffName: staffOf(req).email, text: req.body.text });
      const after = await getTicketForStaff(database, req.params.id);
      await appendAudit(database, actorOf(req), {
        action: 'support.ticket.replied',
        subject: `ticket:${req.params.id}`,
        before: { status: before.status, messages: before.message_count },
        after: { status: after.status, messages: after.message_count, user: after.userId },
      });
      return withOwner(after);
    },
  );

  r.get(
    `${ADMIN_API}/vip-bets`,
    {
      config: { staffPermission: 'risk.vip' },
      schema: {
        tags: TAGS,
        summary: 'VIP bet requests (awaiting first unless sorted)',
        querystring: vipQueueQuery,
        response: { 200: vipQueueAnswer },
      },
    },
    async (req) => listVipQueue(database, req.query),
  );

  r.get(
    `${ADMIN_API}/vip-bets.csv`,
    {
      config: { staffPermission: 'risk.vip' },
      schema: {
        tags: TAGS,
        summary: 'VIP bet requests as CSV',
        querystring: vipQueueQuery.pick({ status: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await listVipQueue(database, {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      reply.header('content-disposition', 'attachment; filename="vip-bets.csv"').type('text/csv; charset=utf-8');
      return toCsv(VIP_CSV, page.items);
    },
  );

  r.post(
    `${ADMIN_API}/vip-bets/:id/decline`,
    {
      config: { staffPermission: 'risk.vip' },
      schema: {
        tags: TAGS,
        summary: 'Decline an awaiting VIP bet request: the held stake goes back, the player is told',
        params: idParams,
        body: vipDeclineRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      if (!(await app.coupon.declineVipBet(req.params.id))) {
        throw new AppError('CONFLICT', 'This request is no longer awaiting a decision', {
          errorCode: 'vip_not_awaiting',
        });
      }
      const declined = await findVipRequest(database, req.params.id);
      if (declined) {
        await sendInboxMessage(database, declined.user_id, {
          kind: 'bet',
          template: 'vip_bet_declined',
          params: { request_id: declined.id, stake: declined.stake_minor, currency_id: declined.currency_id },
          link: 'bets',
        });
      }
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'risk.vip.declined',
        subject: `vip:${req.params.id}`,
        before: { status: 'awaiting', stake_minor: declined?.stake_minor },
        after: { status: 'declined', released_minor: declined?.stake_minor, user: declined?.user_id },
      });
      return { ok: true as const };
    },
  );
}
