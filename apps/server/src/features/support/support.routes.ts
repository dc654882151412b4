import {
  createTicketRequest,
  supportTopicsAnswer,
  ticketAnswer,
  ticketIdRequest,
  ticketReplyRequest,
  ticketsAnswer,
  ticketsRequest,
} from '@fairline/shared/wire/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { closeAsPlayer, createTicket, getTicket, getTickets, replyAsPlayer, supportTopics } from './support.service';

const OFFICE = '/web-api/officeapi';
const TAGS = ['support'];
const OWN = 'Another player’s ticket answers 404, as a missing one.';

/** The office's support: topics, a new ticket, the player's tickets, a thread, a reply, a close. */
export function supportRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${OFFICE}/getsupporttopics`,
    {
      preHandler,
      schema: { tags: TAGS, summary: 'The contact form’s topics', response: { 200: supportTopicsAnswer } },
    },
    async () => ({ topics: supportTopics() }),
  );

  r.post(
    `${OFFICE}/createsupportticket`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Open a ticket by topic with the first message',
        description: 'At most 5 tickets an hour per player (429 too_many_tickets).',
        body: createTicketRequest,
        response: { 200: ticketAnswer },
      },
    },
    async (req) => createTicket(database, userOf(req).id, req.body, req.ip),
  );

  r.post(
    `${OFFICE}/getsupporttickets`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'A page of the player’s tickets, last changed first',
        body: ticketsRequest,
        response: { 200: ticketsAnswer },
      },
    },
    async (req) => getTickets(database, userOf(req).id, req.body.page_number),
  );

  r.post(
    `${OFFICE}/getsupportticket`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'A ticket with its thread (the player’s messages and staff replies)',
        description: OWN,
        body: ticketIdRequest,
        response: { 200: ticketAnswer },
      },
    },
    async (req) => getTicket(database, userOf(req).id, req.body.ticket_id),
  );

  r.post(
    `${OFFICE}/replysupportticket`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Add the player’s reply (the ticket waits for staff again)',
        description: `${OWN} A closed ticket answers 409 ticket_closed; a thread of 100 messages 409 thread_full.`,
        body: ticketReplyRequest,
        response: { 200: ticketAnswer },
      },
    },
    async (req) => replyAsPlayer(database, userOf(req).id, req.body.ticket_id, req.body.text),
  );

  r.post(
    `${OFFICE}/closesupportticket`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Close a ticket (it takes no more replies)',
        description: OWN,
        body: ticketIdRequest,
        response: { 200: ticketAnswer },
      },
    },
    async (req) => closeAsPlayer(database, userOf(req).id, req.body.ticket_id),
  );
}
