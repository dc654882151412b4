// Support tickets (issue 20, docs/decisions/0031-messages-and-support.md): the player opens one from
// the contact form by topic, reads the thread, replies and closes it; staff answer from the back office
// through `replyAsStaff`, which also tells the player in the inbox.
import {
  type CreateTicketRequest,
  SUPPORT_TOPICS,
  SupportLimits,
  type TicketAnswer,
  type TicketsAnswer,
  ticketReplyRequest,
} from '@fairline/shared/wire/support';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { hitRateLimit } from '../../infra/rate-limit';
import { sendInboxMessage } from '../messages/messages.service';
import {
  addMessage,
  closeTicket,
  findTicket,
  insertTicket,
  listTicketQueue,
  listTickets,
  type StoredTicket,
  threadOf,
  withoutOwner,
} from './support.repository';

const HOUR = 3_600_000;

const closed = () => new AppError('CONFLICT', 'This ticket is closed', { errorCode: 'ticket_closed' });
const full = () =>
  new AppError('CONFLICT', 'This conversation is too long: open a new ticket', { errorCode: 'thread_full' });

/** The contact form's topics. */
export const supportTopics = () => [...SUPPORT_TOPICS];

/** Opens a ticket with the player's first message; at most `SupportLimits.ticketsPerHour` an hour. */
export async function createTicket(
  database: Database,
  userId: number,
  input: Required<CreateTicketRequest>,
  ip?: string,
): Promise<TicketAnswer> {
  const allowed = await hitRateLimit(database, {
    bucket: 'support-ticket',
    key: String(userId),
    limit: SupportLimits.ticketsPerHour,
    windowMs: HOUR,
  });
  if (!allowed) {
    throw new AppError('RATE_LIMITED', 'Too many tickets: try again in an hour', { errorCode: 'too_many_tickets' });
  }
  const id = await insertTicket(database, { userId, ...input, now: new Date() });
  await audit(database, {
    actor: `user:${userId}`,
    action: 'support.ticket.opened',
    subject: `ticket:${id}`,
    ip,
    details: { topic: input.topic },
  });
  return getTicket(database, userId, id);
}

/** A page of the player's tickets, last changed first. */
export async function getTickets(database: Database, userId: number, pageNumber: number): Promise<TicketsAnswer> {
  const pageSize = SupportLimits.pageSize;
  const found = await listTickets(database, { userId, offset: (pageNumber - 1) * pageSize, limit: pageSize });
  return { ...found, page_number: pageNumber, page_size: pageSize };
}

/** One of the player's tickets: another player's answers 404, as a missing one. */
async function ownTicket(database: Database, userId: number, ticketId: number): Promise<StoredTicket> {
  const ticket = await findTicket(database, ticketId);
  if (!ticket || ticket.userId !== userId) throw notFound('Ticket');
  return ticket;
}

/** A ticket with its thread. */
export async function getTicket(database: Database, userId: number, ticketId: number): Promise<TicketAnswer> {
  const ticket = await ownTicket(database, userId, ticketId);
  return { ...withoutOwner(ticket), messages: await threadOf(database, ticketId) };
}

/** The player's reply: the ticket waits for staff again. A closed ticket takes no reply. */
export async function replyAsPlayer(
  database: Database,
  userId: number,
  ticketId: number,
  text: string,
): Promise<TicketAnswer> {
  const ticket = await ownTicket(database, userId, ticketId);
  if (ticket.status === 'closed') throw closed();
  if (ticket.message_count >= SupportLimits.maxThread) throw full();
  if (!(await addMessage(database, { ticketId, author: 'player', staffName: null, text, now: new Date() }))) {
    throw closed();
  }
  return getTicket(database, userId, ticketId);
}

/** The player closes the ticket (it takes no more replies). */
export async function closeAsPlayer(database: Database, userId: number, ticketId: number): Promise<TicketAnswer> {
  await ownTicket(database, userId, ticketId);
  await closeTicket(database, ticketId, new Date());
  return getTicket(database, userId, ticketId);
}

/** The back office's ticket queue (any player's tickets), oldest change first. */
export async function getTicketQueue(
  database: Database,
  input: Parameters<typeof listTicketQueue>[1],
): Promise<{ tickets: StoredTicket[]; total: number }> {
  return listTicketQueue(database, input);
}

/** One ticket with its thread and whose it is, for the back office (no owner check: staff see all). */
export async function getTicketForStaff(database: Database, ticketId: number) {
  const ticket = await findTicket(database, ticketId);
  if (!ticket) throw notFound('Ticket');
  return { ...ticket, messages: await threadOf(database, ticketId) };
}

/**
 * Staff answer a ticket (the back office calls this): the ticket becomes answered and the player gets
 * an inbox message linking to it. Audited with the staff member's name.
 */
export async function replyAsStaff(
  database: Database,
  input: { ticketId: number; staffName: string; text: string },
): Promise<TicketAnswer> {
  const parsed = ticketReplyRequest.safeParse({ ticket_id: input.ticketId, text: input.text });
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid reply', { errorCode: 'invalid_reply' });
  const ticket = await findTicket(database, input.ticketId);
  if (!ticket) throw notFound('Ticket');
  if (ticket.status === 'closed') throw closed();
  if (ticket.message_count >= SupportLimits.maxThread) throw full();
  const now = new Date();
  const added = await addMessage(database, {
    ticketId: ticket.id,
    author: 'staff',
    staffName: input.staffName,
    text: parsed.data.text,
    now,
  });
  if (!added) throw closed();
  await audit(database, {
    actor: `staff:${input.staffName}`,
    action: 'support.ticket.answered',
    subject: `ticket:${ticket.id}`,
    details: { user: ticket.userId },
  });
  await sendInboxMessage(database, ticket.userId, {
    kind: 'support',
    template: 'support_reply',
    params: { ticket_id: ticket.id, subject: ticket.subject },
    link: `support?ticket=${ticket.id}`,
  });
  return getTicket(database, ticket.userId, ticket.id);
}
