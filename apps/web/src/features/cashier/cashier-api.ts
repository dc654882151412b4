import { http } from '../../lib/http';

export interface PaymentHistoryItem {
  id: number;
  date: string;
  /** What moved the money: deposit, withdrawal_requested, bet_placed, … */
  operation: string;
  /** Signed decimal amount in the account's currency. */
  amount: number;
  currency: string;
  currencyId: number;
  accountId: number;
  accountType: 'main' | 'bonus' | 'points';
}

export interface PaymentHistoryPage {
  items: PaymentHistoryItem[];
  page_number: number;
  page_size: number;
  has_more: boolean;
  is_include_archive: boolean;
}

export type LimitPeriod = '24h' | '7d' | '1m';

export interface DepositLimit {
  period: LimitPeriod;
  amount: number | null;
  has_pending: boolean;
  pending_amount: number | null;
  pending_effective_at: string | null;
  deposited: number;
  remaining: number | null;
}

export interface DepositLimits {
  currency: string;
  currencyId: number;
  limits: DepositLimit[];
}

const LIMITS_URL = '/web-api/api/web/user/v1/deposit-limits';

/** Starts a deposit; the browser then goes to `redirect_url` (the provider's test-card page). */
export const startDeposit = (input: { amount: string; currencyId: number; lang: string }) =>
  http.requestOrThrow<{ deposit_id: string; redirect_url: string }>({
    url: '/web-api/payments/deposit',
    method: 'POST',
    params: { amount: input.amount, currency_id: input.currencyId, lang: input.lang },
  });

/** Requests a withdrawal; the key makes a resend of the same request book nothing twice. */
export const requestWithdrawal = (input: { amount: string; accountId: number; idempotencyKey: string }) =>
  http.requestOrThrow<{ withdrawal_id: string; status: string }>({
    url: '/web-api/payments/withdraw',
    method: 'POST',
    params: { amount: input.amount, account_id: input.accountId, idempotency_key: input.idempotencyKey },
  });

/** `main`: the money accounts; `virtual`: the bonus and points accounts. */
export type HistoryAccounts = 'main' | 'virtual';

const HISTORY_URL: Record<HistoryAccounts, string> = {
  main: '/web-api/officeapi/gethistorypaymentmainaccount',
  virtual: '/web-api/officeapi/gethistorypaymentvirtualaccount',
};

export const fetchPaymentHistory = (page: number, includeArchive: boolean, accounts: HistoryAccounts = 'main') =>
  http.requestOrThrow<PaymentHistoryPage>({
    url: HISTORY_URL[accounts],
    method: 'POST',
    params: { page_number: page, is_include_archive: includeArchive },
  });

/** A method the player has deposited with. */
export interface PaymentSource {
  provider: string;
  method: string | null;
  deposits: number;
  lastUsed: string;
}

export const fetchPaymentSources = () =>
  http.requestOrThrow<{ sources: PaymentSource[] }>({ url: '/web-api/officeapi/gethistorypaymentsource' });

export const fetchDepositLimits = () =>
  http
    .requestOrThrow<{ data: { attributes: DepositLimits } }>({ url: LIMITS_URL, noCache: true })
    .then((r) => r.data.attributes);

/** Sets limits (null removes one); the answer is the limits as they now stand. */
export const saveDepositLimits = (limits: { period: LimitPeriod; amount: string | null }[]) =>
  http
    .requestOrThrow<{ data: { attributes: DepositLimits } }>({
      url: LIMITS_URL,
      method: 'PUT',
      params: { data: { attributes: { limits } } },
    })
    .then((r) => r.data.attributes);
