// Wire payloads of the player page's records (issue 24 §2 players, ADR 0045 "The player page's
// records"): the ledger with running balances, casino rounds, payments, limits, verification, bonuses
// and messages, each read by its own GET under /admin-api/players/:id/<name> with players.read.
import { z } from 'zod';
import { BackofficeLimits, paging } from './backoffice';
import { bonusRecord } from './bonuses';
import { casinoRound } from './casino-lobby';
import { inboxMessage } from './messages';

/** GET /admin-api/players/:id/ledger(.csv): one account's entries, newest first (default: the active cash account). */
export const playerLedgerQuery = paging.extend({
  account_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
});
export type PlayerLedgerQuery = z.infer<typeof playerLedgerQuery>;

/** One ledger entry on the player's account and the account's balance right after it (minor units). */
export const ledgerLine = z.object({
  entry_id: z.number().int(),
  transaction_id: z.number().int(),
  kind: z.string().describe('The ledger transaction’s kind (deposit, bet_placed, casino_bet, …)'),
  reference: z.string().describe('The transaction’s idempotency key (bet guid, payment id, provider transaction)'),
  amount_minor: z.number().int().describe('Signed: credit positive, debit negative'),
  balance_after_minor: z
    .number()
    .int()
    .describe('The running balance: the sum of the account’s entries up to this one'),
  created_at: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const playerLedgerAnswer = z.object({
  account: z
    .object({
      id: z.number().int(),
      kind: z.string(),
      currency_id: z.number().int(),
      currency: z.string(),
      balance_minor: z.number().int(),
    })
    .nullable()
    .describe('null when the player has no such account'),
  total: z.number().int(),
  items: z.array(ledgerLine),
});
export type PlayerLedgerAnswer = z.infer<typeof playerLedgerAnswer>;

/** GET /admin-api/players/:id/casino-rounds: newest round first, read on with `cursor`. */
export const playerRoundsQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(BackofficeLimits.pageSizeMax).default(25),
});
export const playerRoundsAnswer = z.object({ rounds: z.array(casinoRound), next_cursor: z.string().nullable() });
export type PlayerRoundsAnswer = z.infer<typeof playerRoundsAnswer>;

/** GET /admin-api/players/:id/payments: the player's deposits and withdrawals, newest first. */
export const PLAYER_PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export const playerPaymentsQuery = paging.extend({ kind: z.enum(PLAYER_PAYMENT_KINDS).optional() });
export const playerPayment = z.object({
  payment_id: z.string(),
  kind: z.enum(PLAYER_PAYMENT_KINDS),
  amount_minor: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PlayerPayment = z.infer<typeof playerPayment>;
export const playerPaymentsAnswer = z.object({ total: z.number().int(), items: z.array(playerPayment) });
export type PlayerPaymentsAnswer = z.infer<typeof playerPaymentsAnswer>;

/** GET /admin-api/players/:id/rg-limits: the money limits in force with their window's use, and the session limit. */
export const playerRgLimitsAnswer = z.object({
  money: z.array(
    z.object({
      kind: z.enum(['deposit', 'loss', 'wager']),
      period: z.string(),
      currency_id: z.number().int(),
      limit_minor: z.number().int(),
      used_minor: z.number().int(),
      used_percent: z.number(),
    }),
  ),
  session: z.object({
    minutes: z.number().int().nullable(),
    pending_minutes: z.number().int().nullable(),
    pending_effective_at: z.string().nullable(),
  }),
});
export type PlayerRgLimitsAnswer = z.infer<typeof playerRgLimitsAnswer>;

/** GET /admin-api/players/:id/verification: the status and the documents' metadata (the desk has the rest). */
export const playerVerificationAnswer = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  documents: z.array(
    z.object({
      id: z.string(),
      doc_type: z.string(),
      mime: z.string(),
      size_bytes: z.number().int(),
      uploaded_at: z.string(),
    }),
  ),
});
export type PlayerVerificationAnswer = z.infer<typeof playerVerificationAnswer>;

/** GET /admin-api/players/:id/bonuses: active bonuses, then the closed ones (wagering progress on each). */
export const playerBonusesAnswer = z.object({ active: z.array(bonusRecord), history: z.array(bonusRecord) });
export type PlayerBonusesAnswer = z.infer<typeof playerBonusesAnswer>;

/** GET /admin-api/players/:id/messages: the player's inbox, newest first (what the player can see now). */
export const playerMessagesAnswer = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  items: z.array(inboxMessage),
});
export type PlayerMessagesAnswer = z.infer<typeof playerMessagesAnswer>;
