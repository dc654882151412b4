// Wire payloads of the office's inbox (issue 20, docs/decisions/0031-messages-and-support.md): system
// and operator messages per player, their read state and the unread count pushed on `user:<id>`.
// System messages are stored as a template and its parameters, and shown in the reader's language by
// the web from its dictionaries (`inbox.tpl.<template>.title|body`); an operator's message carries its
// own title and body. Amounts are minor units of `currency_id`, times ISO date-times.
import { z } from 'zod';

/** What a message is about (the list's icon and filter). */
export const MESSAGE_KINDS = ['bet', 'verification', 'limits', 'protection', 'support', 'operator', 'bonus'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The system messages and the parameters each one carries. A new sender (the bonus engine's
 * "bonus granted") adds its template here, its strings in every language, and calls the messages
 * service's `sendInboxMessage`.
 */
export const MESSAGE_TEMPLATES = [
  'bet_won',
  'bet_lost',
  // The studio's progressive jackpot was won and paid (ADR 0066): payout, currency_id, game.
  'casino_jackpot_won',
  'bet_void',
  'verification_verified',
  'verification_rejected',
  'limit_set',
  'limit_pending',
  'limit_applied',
  'time_out',
  'self_exclusion',
  // A time-out or self-exclusion the operator set (back office, ADR 0045), with an end or indefinite.
  'operator_block',
  'operator_block_indefinite',
  // Staff switched the player's 2FA off after verifying them (back office, ADR 0048).
  'two_factor_reset',
  // Traders decided a VIP bet request (back office, ADR 0052): accepted whole, with a lower stake, or declined.
  'vip_bet_approved',
  'vip_bet_approved_part',
  'vip_bet_declined',
  'support_reply',
  'bonus_granted',
  'bonus_converted',
  'bonus_expired',
  // A casino tournament's prize was paid (ADR 0065): tournament_id, place, payout and currency_id.
  'casino_tournament_prize',
  // The casino VIP club's weekly premium cashback was credited (ADR 0067).
  'casino_cashback',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Which limit a limit message names: the money limits and the session-time limit. */
export const MESSAGE_LIMITS = ['loss', 'wager', 'session'] as const;
export type MessageLimit = (typeof MESSAGE_LIMITS)[number];

/** Paging and text bounds of the inbox, the same for the form's hints and the server's checks. */
export const InboxLimits = {
  pageSize: 20,
  maxPageSize: 50,
  titleMax: 120,
  bodyMax: 4000,
} as const;

const paramValue = z.union([z.string(), z.number(), z.null()]);

/** One message as its owner reads it. */
export const inboxMessage = z
  .object({
    id: z.number().int(),
    kind: z.enum(MESSAGE_KINDS),
    template: z.enum(MESSAGE_TEMPLATES).nullable().describe('A system message; null: the operator’s own words'),
    params: z.record(z.string(), paramValue).describe('The template’s values: amounts in minor units of currency_id'),
    title: z.string().nullable().describe('The operator’s title; null for a system message'),
    body: z.string().nullable().describe('The operator’s text; null for a system message'),
    link: z.string().nullable().describe('The office page the message is about (e.g. "bets", "support")'),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof inboxMessage>;

/** POST /web-api/officeapi/getmessages body (may be empty): a page, newest first. */
export const messagesRequest = z
  .object({
    page_number: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(InboxLimits.maxPageSize).default(InboxLimits.pageSize),
    unread_only: z.boolean().default(false),
  })
  .default({ page_number: 1, page_size: InboxLimits.pageSize, unread_only: false });
export type MessagesRequest = z.input<typeof messagesRequest>;

/** A page of the inbox, the total of the chosen list and the unread count. */
export const messagesAnswer = z.object({
  messages: z.array(inboxMessage),
  total: z.number().int(),
  unread: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
});
export type MessagesAnswer = z.infer<typeof messagesAnswer>;

/** The unread count (GET getunreadmessagescount, and the answer of every change). */
export const unreadCountAnswer = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswer>;

/** POST readmessage / deletemessage body: one of the player's own messages. */
export const messageIdRequest = z.object({
  message_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export type MessageIdRequest = z.input<typeof messageIdRequest>;

/** The unread count on the player's channel, sent when a message arrives or is read or deleted. */
export const inboxCountMessage = z.object({ t: z.literal('inbox'), unread: z.number().int() });
export type InboxCountMessage = z.infer<typeof inboxCountMessage>;

/** An operator's message to one player (the back office's call of the messages service). */
export const operatorMessageInput = z.object({
  title: z.string().trim().min(1).max(InboxLimits.titleMax),
  body: z.string().trim().min(1).max(InboxLimits.bodyMax),
  link: z
    .string()
    .regex(/^[a-z][a-z0-9/-]{0,60}$/)
    .nullable()
    .default(null),
});
export type OperatorMessageInput = z.input<typeof operatorMessageInput>;
