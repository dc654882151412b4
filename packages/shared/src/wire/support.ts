// Wire payloads of the office's support (issue 20, docs/decisions/0031-messages-and-support.md): a
// contact form by topic that opens a ticket, the player's tickets with their replies, a reply and a
// close. Staff answer through the back office (the support service's `replyAsStaff`).
import { z } from 'zod';

/** The contact form's topics (a fixed list: each has its strings in every language). */
export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'bets',
  'casino',
  'bonuses',
  'verification',
  'responsible_gambling',
  'technical',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** open (waiting for staff) → answered (staff replied; the player's reply opens it again) → closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Text bounds and the creation limit, the same for the form's hints and the server's checks. */
export const SupportLimits = {
  subjectMin: 3,
  subjectMax: 120,
  textMax: 4000,
  /** Messages in one ticket's thread, the player's and staff's together. */
  maxThread: 100,
  /** Tickets a player may open per hour. */
  ticketsPerHour: 5,
  pageSize: 20,
} as const;

const text = z.string().trim().min(1).max(SupportLimits.textMax);
const ticketId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

/** GET /web-api/officeapi/getsupporttopics answer. */
export const supportTopicsAnswer = z.object({ topics: z.array(z.enum(SUPPORT_TOPICS)) });
export type SupportTopicsAnswer = z.infer<typeof supportTopicsAnswer>;

/** POST /web-api/officeapi/createsupportticket body. */
export const createTicketRequest = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string().trim().min(SupportLimits.subjectMin).max(SupportLimits.subjectMax),
  text,
});
export type CreateTicketRequest = z.input<typeof createTicketRequest>;

/** POST getsupportticket / closesupportticket body. */
export const ticketIdRequest = z.object({ ticket_id: ticketId });
export type TicketIdRequest = z.input<typeof ticketIdRequest>;

/** POST /web-api/officeapi/replysupportticket body. */
export const ticketReplyRequest = z.object({ ticket_id: ticketId, text });
export type TicketReplyRequest = z.input<typeof ticketReplyRequest>;

/** POST /web-api/officeapi/getsupporttickets body (may be empty). */
export const ticketsRequest = z
  .object({ page_number: z.coerce.number().int().min(1).max(10_000).default(1) })
  .default({ page_number: 1 });
export type TicketsRequest = z.input<typeof ticketsRequest>;

/** One message of a ticket's thread. */
export const ticketMessage = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'staff']),
  text: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** A ticket as the list shows it. */
export const ticketSummary = z.object({
  id: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string().describe('The last message or status change'),
  message_count: z.number().int(),
  last_author: z.enum(['player', 'staff']),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** A ticket with its whole thread, oldest message first. */
export const ticketAnswer = ticketSummary.extend({ messages: z.array(ticketMessage) }).meta({ id: 'SupportTicket' });
export type TicketAnswer = z.infer<typeof ticketAnswer>;

/** A page of the player's tickets, last changed first. */
export const ticketsAnswer = z.object({
  tickets: z.array(ticketSummary),
  total: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
});
export type TicketsAnswer = z.infer<typeof ticketsAnswer>;
