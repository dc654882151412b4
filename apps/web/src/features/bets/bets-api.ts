import { isApiError, type ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';

export type BetStatusFilter = 'open' | 'won' | 'lost' | 'void' | 'sold' | 'all';
export type BetTypeFilter = 'single' | 'express' | 'system' | 'multi' | 'anti-express' | 'all';

/** One row of the bets history; amounts are decimals of the bet's currency. */
export interface BetItem {
  id: number;
  placed_at: string;
  type: Exclude<BetTypeFilter, 'all'>;
  k?: number;
  stake: number;
  currency: string;
  currency_id: number;
  odds: number;
  potential_return: number;
  status: string;
  /** Everything the bet returned: settlement plus cash-outs. */
  payout: number;
  legs_count: number;
  cash_out_available: boolean;
  /** Staked with the house's advance (decision 0006). */
  is_advance?: boolean;
  /** What is still owed on the advance this bet took or backs (0 when none). */
  advance_outstanding?: number;
  /** An auto bet waiting (status `bid`): the odds it will be placed at. */
  auto_odds?: number;
}

export interface LegItem {
  idx: number;
  game_id: number;
  home: string;
  away: string;
  sport: string;
  champ: string;
  start_at: string;
  market: { group: number; group_name: string; type: number; type_name: string };
  param: number | null;
  odds: number;
  kind: 'line' | 'live';
  is_banker: boolean;
  result: 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
  score: { home: number; away: number } | null;
}

export interface BetDetails extends BetItem {
  settled_at: string | null;
  remaining_stake: number;
  cash_out_paid: number;
  legs: LegItem[];
}

export interface BetsHistoryPage {
  items: BetItem[];
  has_more: boolean;
  page_number: number;
  page_size: number;
  date_from: string;
  date_to: string;
  totals: { currency: string; currency_id: number; bets: number; stake: number; payout: number }[];
}

export interface HistoryFilter {
  /** Days back from now. */
  days: number;
  status: BetStatusFilter;
  type: BetTypeFilter;
  page: number;
}

const BASE = '/web-api/officeapi';
const DAY_MS = 86_400_000;

/** The period's start, never before the 12 months the history reaches (a day of slack for clock skew). */
export function historyStart(days: number, now: number): Date {
  const reach = new Date(now);
  reach.setUTCMonth(reach.getUTCMonth() - 12);
  reach.setUTCHours(24, 0, 0, 0);
  return new Date(Math.max(now - days * DAY_MS, reach.getTime()));
}

export const fetchBetsHistory = (filter: HistoryFilter, now: number = Date.now()) =>
  http.requestOrThrow<BetsHistoryPage>({
    url: `${BASE}/getbetshistory`,
    method: 'POST',
    params: {
      date_from: historyStart(filter.days, now).toISOString(),
      status: filter.status,
      type: filter.type,
      page_number: filter.page,
    },
  });

export const fetchBet = (id: number, lng: string) =>
  http.requestOrThrow<BetDetails>({ url: `${BASE}/getbet`, path: [id], params: { lng } });

export const mailBets = (ids: readonly number[], lng: string) =>
  http.requestOrThrow<{ sent: number }>({
    url: `${BASE}/betshistory/mail`,
    method: 'POST',
    params: { bet_ids: ids, lng },
  });

export const clearBets = (ids: readonly number[]) =>
  http.requestOrThrow<{ cleared: number }>({
    url: `${BASE}/betshistory/clear`,
    method: 'POST',
    params: { bet_ids: ids },
  });

/** A cash-out offer: `Summ` for the whole remaining stake, valid until `ExpiresAt` (unix seconds). */
export interface CashOutQuote {
  BetId: number;
  Available: boolean;
  Summ?: number;
  Stake?: number;
  QuoteId?: string;
  ExpiresAt?: number;
  Reason?: string;
  /** Whether the brand lets the bet be sold in part (coupon.isPartSaleEnabled); absent reads as yes. */
  PartSale?: boolean;
}

export interface SaleResult {
  BetId: number;
  Paid: number;
  SoldStake: number;
  RemainingStake: number;
  Status: string;
  Balance: number;
}

/** An answer, or a refusal that may carry a fresh quote to offer instead. */
export type CashOutAnswer<T> = { ok: true; value: T } | { ok: false; message: string; quote: CashOutQuote | null };

async function cashOutCall<T>(url: string, params: Record<string, unknown>): Promise<CashOutAnswer<T>> {
  const result = await http.request<ServiceEnvelope<T>>({ url, method: 'POST', params, xAuth: true });
  if (!result.error) return { ok: true, value: result.data.Value };
  const body = isApiError(result.error)
    ? (result.error.data as Partial<ServiceEnvelope<CashOutQuote | null>> | null)
    : null;
  const quote = body?.Value && typeof body.Value === 'object' && 'BetId' in body.Value ? body.Value : null;
  return { ok: false, message: body?.Error ?? result.error.message, quote };
}

export const getCashOutQuote = (betId: number) =>
  cashOutCall<CashOutQuote>('/service-api/LiveBet/Secure/GetCashOutQuote', { betId });

export const saleBet = (betId: number, quoteId: string, fraction: number) =>
  cashOutCall<SaleResult>('/service-api/LiveBet/Secure/SaleBet', { betId, quoteId, fraction });

/** Cancels a pending auto bet and releases its stake; false when it is no longer pending. */
export async function cancelAutoBet(betId: number): Promise<boolean> {
  const result = await http.request<ServiceEnvelope<unknown>>({
    url: '/service-api/LiveBet/Secure/CancelBetBid',
    method: 'POST',
    xAuth: true,
    params: { betId },
  });
  return !result.error && result.data.Success;
}
