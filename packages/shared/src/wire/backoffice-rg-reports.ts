// Wire payloads of the responsible-gambling reports of the back office (issue 24 §2 compliance,
// docs/decisions/0054-backoffice-resettlement-rg-reports.md). Money is minor units of the player's
// registration currency, the currency every limit is set and counted in.
import { z } from 'zod';
import { paging, sortDirection } from './backoffice';
import { RG_LIMIT_PERIODS } from './responsible-gambling';

export const RG_REPORT_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
/** "Near a limit": at least this share of it used in its current window. */
export const RG_NEAR_LIMIT_PERCENT = 80;

const userFilter = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53)
  .optional();

/** GET /admin-api/rg/reports/limits: limits at or above min_percent used, the fullest first. */
/** Columns the limits report sorts by (default: the fullest first). */
export const RG_LIMIT_SORTS = ['used_percent', 'used_minor', 'limit_minor', 'user_id'] as const;
export const rgLimitsReportQuery = paging.extend({
  sort: z.enum(RG_LIMIT_SORTS).default('used_percent'),
  dir: sortDirection.optional(),
  kind: z.enum(RG_REPORT_LIMIT_KINDS).optional(),
  period: z.enum(RG_LIMIT_PERIODS).optional(),
  user: userFilter,
  min_percent: z.coerce.number().min(0).max(1000).default(RG_NEAR_LIMIT_PERCENT),
});
export type RgLimitsReportQuery = z.infer<typeof rgLimitsReportQuery>;

export const rgLimitRow = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  account_status: z.string(),
  kind: z.enum(RG_REPORT_LIMIT_KINDS),
  period: z.enum(RG_LIMIT_PERIODS),
  currency_id: z.number().int(),
  currency: z.string(),
  limit_minor: z.number().int(),
  used_minor: z.number().int(),
  used_percent: z.number().describe('Used share of the limit in its current window, two decimals'),
});
export type RgLimitRow = z.infer<typeof rgLimitRow>;
export const rgLimitsReportAnswer = z.object({ items: z.array(rgLimitRow), total: z.number().int() });
export type RgLimitsReportAnswer = z.infer<typeof rgLimitsReportAnswer>;

export const RG_REPORT_BLOCK_KINDS = ['timeout', 'self_exclusion'] as const;

/** GET /admin-api/rg/reports/blocks: time-outs and self-exclusions running now. */
/** Columns the blocks report sorts by (default: the latest end first). */
export const RG_BLOCK_SORTS = ['until', 'started_at', 'user_id'] as const;
export const rgBlocksReportQuery = paging.extend({
  sort: z.enum(RG_BLOCK_SORTS).default('until'),
  dir: sortDirection.optional(),
  kind: z.enum(RG_REPORT_BLOCK_KINDS).optional(),
  set_by: z.enum(['player', 'operator']).optional(),
  user: userFilter,
});
export type RgBlocksReportQuery = z.infer<typeof rgBlocksReportQuery>;

export const rgBlockRow = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kind: z.enum(RG_REPORT_BLOCK_KINDS),
  set_by: z.enum(['player', 'operator']),
  started_at: z.string(),
  until: z.string(),
  indefinite: z.boolean(),
  reason: z.string().nullable(),
});
export type RgBlockRow = z.infer<typeof rgBlockRow>;
export const rgBlocksReportAnswer = z.object({ items: z.array(rgBlockRow), total: z.number().int() });
export type RgBlocksReportAnswer = z.infer<typeof rgBlocksReportAnswer>;
