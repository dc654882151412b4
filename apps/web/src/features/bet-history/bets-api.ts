import type {
  BetDetails,
  BetsHistoryPage,
  BetTypeFilter,
  ClearBetsAnswer,
  MailBetsAnswer,
  StatusFilter,
} from '@fairline/shared/wire/bet-history';
import type { CashOutOffer, CashOutQuote, SaleResult } from '@fairline/shared/wire/cash-out';
import { isApiError } from '../../lib/api';
import { http } from '../../lib/http';

export type { BetDetails, BetItem, BetsHistoryPage, LegItem } from '@fairline/shared/wire/bet-history';
export type { CashOutOffer, CashOutQuote, SaleResult } from '@fairline/shared/wire/cash-out';
export type BetStatusFilter = StatusFilter;
export type { BetTypeFilter };

export interface HistoryFilter {
  /** Days back from now. */
  days: number;
  status: StatusFilter;
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
  http.requestOrThrow<MailBetsAnswer>({
    url: `${BASE}/betshistory/mail`,
    method: 'POST',
    params: { bet_ids: ids, lng },
  });

export const clearBets = (ids: readonly number[]) =>
  http.requestOrThrow<ClearBetsAnswer>({
    url: `${BASE}/betshistory/clear`,
    method: 'POST',
    params: { bet_ids: ids },
  });

/** An answer, or a refusal that may carry the quote as it stands now to offer instead. */
export type CashOutAnswer<T> = { ok: true; value: T } | { ok: false; message: string; quote: CashOutQuote | null };

type CashOutRead<T> = (
  schemas: typeof import('./cash-out-schemas'),
  body: unknown,
) => { Success: true; Value: T } | { Success: false; Error: string; Value: CashOutQuote | null } | undefined;

// Cash-out moves money: its answers are read with their shared schemas, and one the client cannot read
// is a refusal without a quote (nothing is sold at an amount the player was not shown).
async function cashOutCall<T>(
  url: string,
  params: Record<string, unknown>,
  read: CashOutRead<T>,
): Promise<CashOutAnswer<T>> {
  // Loaded before the call: a sale is not asked for when its answer could not be read.
  const schemas = await import('./cash-out-schemas').catch(() => undefined);
  if (!schemas) return { ok: false, message: 'Unreadable answer', quote: null };
  const result = await http.request<unknown>({ url, method: 'POST', params, xAuth: true });
  const answer = read(schemas, result.error ? (isApiError(result.error) ? result.error.data : null) : result.data);
  if (answer?.Success) return { ok: true, value: answer.Value };
  return { ok: false, message: answer?.Error ?? result.error?.message ?? '', quote: answer?.Value ?? null };
}

export const getCashOutQuote = (betId: number) =>
  cashOutCall<CashOutOffer>(
    '/service-api/LiveBet/Secure/GetCashOutQuote',
    { betId },
    ({ cashOutQuoteAnswer }, body) => cashOutQuoteAnswer.safeParse(body).data,
  );

export const saleBet = (betId: number, quoteId: string, fraction: number) =>
  cashOutCall<SaleResult>(
    '/service-api/LiveBet/Secure/SaleBet',
    { betId, quoteId, fraction },
    ({ saleBetAnswer }, body) => saleBetAnswer.safeParse(body).data,
  );

/** Cancels a pending auto bet and releases its stake; false when it is no longer pending. */
export async function cancelAutoBet(betId: number): Promise<boolean> {
  const result = await http.request<{ Success: boolean }>({
    url: '/service-api/LiveBet/Secure/CancelBetBid',
    method: 'POST',
    xAuth: true,
    params: { betId },
  });
  return !result.error && result.data.Success;
}
