// Wire payloads of manual adjustments with two-person approval and the player's 2FA reset (issue 24 §2,
// docs/decisions/0048-backoffice-adjustments.md). Amounts are minor units of currency_id.
import { z } from 'zod';
import { paging, sortDirection } from './backoffice';
import { PlayerActionLimits } from './backoffice-players';

const reason = z.string().trim().min(PlayerActionLimits.reasonMin).max(PlayerActionLimits.reasonMax);

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_CATEGORIES = ['goodwill', 'correction', 'chargeback', 'other'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;

/** POST /admin-api/players/:id/adjustments: a credit or debit of the player's cash account in a currency. */
export const adjustmentRequest = z.object({
  currency_id: z.number().int().positive().max(10_000),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  // Up to 10^15 minor units: far above any real adjustment, far below 2^53.
  amount_minor: z.number().int().positive().max(1e15),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  reason,
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

/** One adjustment as staff see it. */
export const adjustment = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount_minor: z.number().int(),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  threshold_minor: z.number().int().describe('Above this amount (same currency) a second staff member decides'),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  ledger_tx_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustment>;

/** The answer of a request or a decision: the adjustment and the player's cash balance after it. */
export const adjustmentAnswer = z.object({ adjustment, balance_minor: z.number().int() });
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;

/** GET /admin-api/payments/adjustments: the desk, pending first by age. */
/** Columns the adjustments desk sorts by (absent: pending oldest first, decided newest first; ADR 0051). */
export const ADJUSTMENT_SORTS = ['id', 'created_at', 'amount', 'user_id', 'decided_at'] as const;
export const adjustmentQueueQuery = paging.extend({
  status: z.enum(ADJUSTMENT_STATUSES).default('pending'),
  sort: z.enum(ADJUSTMENT_SORTS).optional(),
  dir: sortDirection.optional(),
});
export type AdjustmentQueueQuery = z.infer<typeof adjustmentQueueQuery>;
export const adjustmentListAnswer = z.object({ items: z.array(adjustment), total: z.number().int() });
export type AdjustmentListAnswer = z.infer<typeof adjustmentListAnswer>;

/** POST /admin-api/payments/adjustments/:id/approve (an optional note) and /reject (a reason). */
export const adjustmentApproveRequest = z.object({ note: reason.optional() });
export const adjustmentRejectRequest = z.object({ reason });

/** POST /admin-api/players/:id/2fa-reset: only for a verified player; their sessions end. */
export const twoFactorResetRequest = z.object({ reason });
export const twoFactorResetAnswer = z.object({ reset: z.literal(true), sessions_ended: z.number().int() });
