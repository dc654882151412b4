// Wire payloads of the office's bets history (spec §2 "bets history (with mail and clear actions)"):
// the list, one bet with every leg, and the mail and clear actions. Amounts are decimals of the bet's
// currency, odds decimals, times ISO strings; `payout` is the settlement plus cash-outs.
import { z } from 'zod';

/** The history's names of the coupon types (vid 0 single, 1 express, 2 system, 3 multi, 4 anti-express). */
export const BET_TYPES = ['single', 'express', 'system', 'multi', 'anti-express'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** The status filters of the list; `open` includes pending auto bets (`bid`). */
export const STATUS_FILTERS = ['open', 'won', 'lost', 'void', 'sold', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type BetTypeFilter = BetType | 'all';

/** Bets per page of the list (spec §9: page step 50); the mail and clear actions take at most a page. */
export const HISTORY_PAGE_SIZE = 50;

const betId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);
const dateInput = z
  .union([z.string().min(1).max(40), z.number().finite()])
  .describe('An ISO date (a whole UTC day), an ISO date-time, or Unix seconds');

/** POST /web-api/officeapi/getbetshistory body. */
export const betsHistoryRequest = z.object({
  date_from: dateInput.optional(),
  date_to: dateInput.optional(),
  status: z.enum(STATUS_FILTERS).default('all'),
  type: z.enum([...BET_TYPES, 'all']).default('all'),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type BetsHistoryRequest = z.input<typeof betsHistoryRequest>;

/** GET /web-api/officeapi/getbet/:id path and query. */
export const betParams = z.object({ id: betId });
export const betQuery = z.object({ lng: z.string().max(10).optional() });

/** POST /web-api/officeapi/betshistory/mail body (at most a page of ids). */
export const mailBetsRequest = z.object({
  bet_ids: z.array(betId).min(1).max(HISTORY_PAGE_SIZE),
  lng: z.string().max(10).optional(),
});
/** POST /web-api/officeapi/betshistory/clear body. */
export const clearBetsRequest = mailBetsRequest.omit({ lng: true });

/** One row of the history list. */
export const betItem = z
  .object({
    id: z.number().int(),
    placed_at: z.string(),
    type: z.enum(BET_TYPES),
    k: z.number().int().optional().describe('A system’s size'),
    stake: z.number(),
    currency: z.string(),
    currency_id: z.number().int(),
    odds: z.number(),
    potential_return: z.number(),
    status: z.string().describe('open, bid (an auto bet waiting), won, lost, void, sold, cancelled'),
    payout: z.number().describe('Everything the bet returned: settlement plus cash-outs'),
    legs_count: z.number().int(),
    cash_out_available: z.boolean(),
    is_advance: z.boolean().describe('Staked with the house’s advance (docs/decisions/0006)'),
    advance_outstanding: z.number().describe('What is still owed on the advance this bet took or backs'),
    auto_odds: z.number().optional().describe('An auto bet waiting (status bid): the odds it is placed at'),
    free_bet: z
      .boolean()
      .optional()
      .describe('Staked with a free bet (ADR 0071): the stake was the house’s, payout is only the winnings'),
  })
  .meta({ id: 'BetItem' });
export type BetItem = z.infer<typeof betItem>;

/** One leg of a bet's details, named in the language asked for. */
export const legItem = z
  .object({
    idx: z.number().int(),
    game_id: z.number().int(),
    const_id: z.number().int(),
    home: z.string(),
    away: z.string(),
    sport_id: z.number().int(),
    sport: z.string(),
    champ_id: z.number().int(),
    champ: z.string(),
    start_at: z.string(),
    market: z.object({
      group: z.number().int(),
      group_name: z.string(),
      type: z.number().int(),
      type_name: z.string(),
    }),
    param: z.number().nullable(),
    player_id: z.number().int(),
    odds: z.number(),
    kind: z.enum(['line', 'live']),
    is_banker: z.boolean(),
    result: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
    score: z
      .object({ home: z.number().int(), away: z.number().int() })
      .nullable()
      .describe('The final score once settled'),
    live_score: z
      .object({ home: z.number().int(), away: z.number().int() })
      .optional()
      .describe('The score now of an open leg whose game is being played (absent otherwise)'),
  })
  .meta({ id: 'LegItem' });
export type LegItem = z.infer<typeof legItem>;

/** GET /web-api/officeapi/getbet/:id answer: a bet with every leg and what it returned. */
export const betDetails = betItem.extend({
  settled_at: z.string().nullable(),
  remaining_stake: z.number(),
  cash_out_paid: z.number(),
  legs: z.array(legItem),
});
export type BetDetails = z.infer<typeof betDetails>;

/** The totals of the filter per currency (cleared bets count too). */
export const betsTotal = z.object({
  currency: z.string(),
  currency_id: z.number().int(),
  bets: z.number().int(),
  stake: z.number(),
  payout: z.number(),
});

/** POST /web-api/officeapi/getbetshistory answer: a page, newest first, with the filter's totals. */
export const betsHistoryPage = z.object({
  items: z.array(betItem),
  has_more: z.boolean(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  totals: z.array(betsTotal),
});
export type BetsHistoryPage = z.infer<typeof betsHistoryPage>;

/** POST /web-api/officeapi/betshistory/mail answer. */
export const mailBetsAnswer = z.object({ sent: z.number().int() });
export type MailBetsAnswer = z.infer<typeof mailBetsAnswer>;

/** POST /web-api/officeapi/betshistory/clear answer. */
export const clearBetsAnswer = z.object({ cleared: z.number().int() });
export type ClearBetsAnswer = z.infer<typeof clearBetsAnswer>;
