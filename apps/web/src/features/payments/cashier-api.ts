// The cashier's calls. Its answers move or show the player's money, and the cashier loads lazily, so
// each answer is parsed with the shared wire schema: a drifted answer fails the call (the form shows
// its generic failure) instead of sending the browser to a wrong page or showing a wrong amount.
import {
  type DepositLimitPeriod,
  type DepositLimits,
  type DepositLimitsRequest,
  type DepositRequest,
  depositAnswer,
  depositLimitsAnswer,
  paymentSourcesAnswer,
  type WithdrawalRequest,
  withdrawalAnswer,
} from '@fairline/shared/wire/cashier';
import {
  type PaymentDirection,
  paymentAttemptsAnswer,
  paymentMethodsAnswer,
} from '@fairline/shared/wire/cashier-methods';
import { type PaymentHistoryRequest, paymentHistoryPage } from '@fairline/shared/wire/wallet';
import { http } from '../../lib/http';

const LIMITS_URL = '/web-api/api/web/user/v1/deposit-limits';

/** Starts a deposit; the browser then goes to `redirect_url` (the chosen method's provider page). */
export const startDeposit = (input: { amount: string; currencyId: number; lang: string; method?: string }) =>
  http
    .requestOrThrow<unknown>({
      url: '/web-api/payments/deposit',
      method: 'POST',
      params: {
        amount: input.amount,
        currency_id: input.currencyId,
        lang: input.lang,
        ...(input.method ? { method: input.method } : {}),
      } satisfies DepositRequest,
    })
    .then((answer) => depositAnswer.parse(answer));

/** Requests a withdrawal; the key makes a resend of the same request book nothing twice. */
export const requestWithdrawal = (input: {
  amount: string;
  accountId: number;
  idempotencyKey: string;
  method?: string;
}) =>
  http
    .requestOrThrow<unknown>({
      url: '/web-api/payments/withdraw',
      method: 'POST',
      params: {
        amount: input.amount,
        account_id: input.accountId,
        idempotency_key: input.idempotencyKey,
        ...(input.method ? { method: input.method } : {}),
      } satisfies WithdrawalRequest,
    })
    .then((answer) => withdrawalAnswer.parse(answer));

/** `main`: the money accounts; `virtual`: the bonus and points accounts. */
export type HistoryAccounts = 'main' | 'virtual';

const HISTORY_URL: Record<HistoryAccounts, string> = {
  main: '/web-api/officeapi/gethistorypaymentmainaccount',
  virtual: '/web-api/officeapi/gethistorypaymentvirtualaccount',
};

export const fetchPaymentHistory = (page: number, includeArchive: boolean, accounts: HistoryAccounts = 'main') =>
  http
    .requestOrThrow<unknown>({
      url: HISTORY_URL[accounts],
      method: 'POST',
      params: { page_number: page, is_include_archive: includeArchive } satisfies PaymentHistoryRequest,
    })
    .then((answer) => paymentHistoryPage.parse(answer));

export const fetchPaymentSources = () =>
  http
    .requestOrThrow<unknown>({ url: '/web-api/officeapi/gethistorypaymentsource' })
    .then((answer) => paymentSourcesAnswer.parse(answer));

export const fetchDepositLimits = (): Promise<DepositLimits> =>
  http
    .requestOrThrow<unknown>({ url: LIMITS_URL, noCache: true })
    .then((answer) => depositLimitsAnswer.parse(answer).data.attributes);

/** Sets limits (null removes one); the answer is the limits as they now stand. */
export const saveDepositLimits = (
  limits: { period: DepositLimitPeriod; amount: string | null }[],
): Promise<DepositLimits> =>
  http
    .requestOrThrow<unknown>({
      url: LIMITS_URL,
      method: 'PUT',
      params: { data: { attributes: { limits } } } satisfies DepositLimitsRequest,
    })
    .then((answer) => depositLimitsAnswer.parse(answer).data.attributes);

/** The methods offered in a currency, with their limits and quick amounts. */
export const fetchPaymentMethods = (direction: PaymentDirection, currencyId: number) =>
  http
    .requestOrThrow<unknown>({
      url: `/web-api/payments/methods?direction=${direction}&currency_id=${currencyId}`,
    })
    .then((answer) => paymentMethodsAnswer.parse(answer));

/** Every deposit and withdrawal attempt with its status, newest first. */
export const fetchPaymentAttempts = (page: number) =>
  http
    .requestOrThrow<unknown>({ url: `/web-api/payments/attempts?page_number=${page}`, noCache: true })
    .then((answer) => paymentAttemptsAnswer.parse(answer));
