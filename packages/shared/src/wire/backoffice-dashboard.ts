// Wire payloads of the back office's dashboard (issue 24 §2 "Dashboard",
// docs/decisions/0049-backoffice-dashboard.md): a period's money per currency, read from the ledger,
// the bets and the payments tables, and the desks' waiting work, in all or per brand (ADR 0056). Money is
// never summed across currencies.
import { z } from 'zod';

/** The longest period one dashboard call may cover (days). */
export const DASHBOARD_MAX_DAYS = 92;

export const dashboardQuery = z.object({
  /** Start of the period (inclusive, ISO 8601); default: the start of today in UTC. */
  from: z.string().datetime({ offset: true }).optional(),
  /** End of the period (exclusive, ISO 8601); default: one day after `from`. */
  to: z.string().datetime({ offset: true }).optional(),
  /** Only this currency's row (a currency id); default: every currency with activity. */
  currency: z.coerce.number().int().positive().max(100_000).optional(),
  /** Only this brand's players (a brand id); default: every brand. */
  brand: z.coerce.number().int().positive().max(100_000).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().nonnegative();
const minor = z.number().int();

/** One currency's money in the period (amounts in minor units of that currency). */
export const dashboardCurrencyRow = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  sportsbook: z.object({
    /** Bets accepted in the period and the total of their stakes. */
    bets: count,
    turnover_minor: minor,
    /** House revenue of bet settlements, corrections and cash-outs posted in the period: stakes − returns. */
    ggr_minor: minor,
  }),
  casino: z.object({
    /** Casino debits in the period, less those rolled back. */
    turnover_minor: minor,
    /** Debits − wins − rollbacks posted to the casino clearing account in the period. */
    ggr_minor: minor,
  }),
  /** Deposits credited in the period. */
  deposits: z.object({ count, sum_minor: minor }),
  /** Withdrawals paid in the period. */
  withdrawals: z.object({ count, sum_minor: minor }),
  /** Now, whatever the period: unsettled bets, their stakes and what they would pay if all won. */
  open_bets: z.object({ count, stake_minor: minor, potential_return_minor: minor }),
  /** Now: withdrawals requested and not yet decided. */
  pending_withdrawals: z.object({ count, sum_minor: minor }),
});
export type DashboardCurrencyRow = z.infer<typeof dashboardCurrencyRow>;

/** One brand's share of the answer: its players and its money per currency (the same figures). */
export const dashboardBrandRow = z.object({
  brand_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  new_players: count,
  active_players: count,
  currencies: z.array(dashboardCurrencyRow),
});
export type DashboardBrandRow = z.infer<typeof dashboardBrandRow>;

export const dashboardAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** The brand the figures are narrowed to, or null for every brand. */
  brand_id: z.number().int().nullable(),
  /** Accounts registered in the period. */
  new_players: count,
  /** Players who placed a bet, played a casino round or signed in during the period. */
  active_players: count,
  /** Now: VIP bet requests awaiting a decision. */
  pending_vip_requests: count,
  /** Now: support tickets waiting for a staff answer. */
  open_tickets: count,
  currencies: z.array(dashboardCurrencyRow),
  /** The same figures per brand (the brands in scope, each with activity or not); they add up to the totals. */
  brands: z.array(dashboardBrandRow),
  /** Every brand, for the filter. */
  brand_options: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  /** How long the server took to compute the answer (milliseconds). */
  took_ms: z.number().nonnegative(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
