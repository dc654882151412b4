import type { AccountRecord, AccountsPayload } from '@fairline/shared/money/account-record';
import { http } from '../../lib/http';

/** Cache keys of the player's money data; the live channel invalidates them on `balance` and `bet` messages. */
export const moneyKeys = {
  balance: ['user-balance'] as const,
  /** Prefix of every bet list and bet detail query. */
  bets: ['user-bets'] as const,
  /** Prefix of the payment history pages. */
  payments: ['user-payments'] as const,
};

export const fetchBalance = () => http.requestOrThrow<AccountsPayload>({ url: '/web-api/user/balance', noCache: true });

export const setActiveAccount = (accountId: number) =>
  http.requestOrThrow<AccountsPayload>({
    url: '/web-api/user/setactiveaccount',
    method: 'POST',
    params: { account_id: accountId },
  });

/** Opens an account in another currency; answers the accounts with the new one's id. */
export const createCurrencyAccount = (currencyId: number) =>
  http.requestOrThrow<AccountsPayload & { account_id: number }>({
    url: '/web-api/user/createCurrencyAccount',
    method: 'POST',
    params: { currency_id: currencyId },
  });

/** Deletes an empty account (never the last one). */
export const deleteCurrencyAccount = (accountId: number) =>
  http.requestOrThrow<AccountsPayload>({
    url: '/web-api/user/deleteCurrencyAccount',
    method: 'POST',
    params: { account_id: accountId },
  });

export type { AccountRecord, AccountsPayload };
