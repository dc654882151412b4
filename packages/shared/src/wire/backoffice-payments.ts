// Wire payloads of the back office's payments desks (issue 24 §2 payments,
// docs/decisions/0051-backoffice-payments-desk.md): the withdrawal desk (approve, reject with a reason,
// mark paid) and the read-only deposits view, both paged, filtered and sorted on the server.
import { z } from 'zod';
import { paging, sortDirection } from './backoffice';

/**
 * A withdrawal as the desk sees it: requested (waiting for review), approved (reviewed, waiting for
 * the payout), paid or rejected. The player sees an approved one as still requested.
 */
export const DESK_WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type DeskWithdrawalStatus = (typeof DESK_WITHDRAWAL_STATUSES)[number];
export const deskWithdrawalStatus = z.enum(DESK_WITHDRAWAL_STATUSES);

/** Columns the withdrawal desk sorts by. */
export const WITHDRAWAL_SORTS = ['created_at', 'amount', 'user_id', 'decided_at'] as const;

/** GET /admin-api/payments/withdrawals: one status; open ones oldest first, decided ones newest first. */
export const deskWithdrawalsQuery = paging.extend({
  status: deskWithdrawalStatus.default('requested'),
  sort: z.enum(WITHDRAWAL_SORTS).default('created_at'),
  dir: sortDirection.optional(),
});
export type DeskWithdrawalsQuery = z.infer<typeof deskWithdrawalsQuery>;

/** One withdrawal on the desk; the amount in minor units of currency_id. */
export const deskWithdrawal = z.object({
  withdrawal_id: z.string(),
  user_id: z.number().int(),
  amount_minor: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  method_code: z.string().nullable(),
  status: deskWithdrawalStatus,
  reason: z.string().nullable().describe('The rejection reason or the payout note'),
  approved_by: z.string().nullable().describe('E-mail of the staff member who approved it'),
  approved_at: z.string().nullable(),
  decided_at: z.string().nullable().describe('When it was paid or rejected'),
  created_at: z.string(),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawal>;
export const deskWithdrawalsAnswer = z.object({ items: z.array(deskWithdrawal), total: z.number().int() });
export type DeskWithdrawalsAnswer = z.infer<typeof deskWithdrawalsAnswer>;

/** Limits of the desk's free texts. */
export const PaymentDeskLimits = { reasonMin: 3, reasonMax: 200 } as const;
const reason = z.string().trim().min(PaymentDeskLimits.reasonMin).max(PaymentDeskLimits.reasonMax);

/** POST …/withdrawals/:id/approve and …/paid: an optional note (e.g. the payout's reference). */
export const withdrawalNoteRequest = z.object({ reason: reason.optional() }).default({});
/** POST …/withdrawals/:id/rejected: the reason is required; the money returns to the player's cash. */
export const withdrawalRejectRequest = z.object({ reason });

/** The answer of a desk decision. */
export const deskDecisionAnswer = z.object({ withdrawal_id: z.string(), status: deskWithdrawalStatus });
export type DeskDecisionAnswer = z.infer<typeof deskDecisionAnswer>;

/**
 * What becomes of a deposit: pending at the provider, then credited, declined (provider), cancelled
 * (player), rejected (our checks, e.g. a deposit limit) or expired (left unpaid, ADR 0027).
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'declined', 'cancelled', 'rejected', 'expired'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUSES);
export const DEPOSIT_SORTS = ['created_at', 'amount', 'user_id', 'settled_at'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a date');

/** GET /admin-api/payments/deposits: every filter optional; `from`/`to` are UTC days, both inclusive. */
export const depositsQuery = paging.extend({
  status: depositStatus.optional(),
  user_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  currency_id: z.coerce.number().int().positive().max(10_000).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(DEPOSIT_SORTS).default('created_at'),
  dir: sortDirection.default('desc'),
});
export type DepositsQuery = z.infer<typeof depositsQuery>;

/** One deposit as staff see it. */
export const deskDeposit = z.object({
  deposit_id: z.string(),
  user_id: z.number().int(),
  amount_minor: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  status: depositStatus,
  provider: z.string(),
  method_code: z.string().nullable(),
  method: z.string().nullable().describe('What the provider called it, e.g. card •••• 4242'),
  reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type DeskDeposit = z.infer<typeof deskDeposit>;
export const depositsAnswer = z.object({ items: z.array(deskDeposit), total: z.number().int() });
export type DepositsAnswer = z.infer<typeof depositsAnswer>;
