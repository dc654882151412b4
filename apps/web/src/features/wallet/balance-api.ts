// The header shows the balance on first load: these answers are typed from the shared wire contract
// but not parsed here (zod would weigh on the first load); the server encodes them with the same
// schemas, so a drift fails there, in its tests, rather than as a wrong figure on screen.
import type {
  AccountIdRequest,
  AccountRecord,
  AccountsPayload,
  CreateCurrencyAccountAnswer,
  CreateCurrencyAccountRequest,
} from '@fairline/shared/wire/wallet';
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
    params: { account_id: accountId } satisfies AccountIdRequest,
  });

/** Opens an account in another currency; answers the accounts with the new one's id. */
export const createCurrencyAccount = (currencyId: number) =>
  http.requestOrThrow<CreateCurrencyAccountAnswer>({
    url: '/web-api/user/createCurrencyAccount',
    method: 'POST',
    params: { currency_id: currencyId } satisfies CreateCurrencyAccountRequest,
  });

/** Deletes an empty account (never the last one). */
export const deleteCurrencyAccount = (accountId: number) =>
  http.requestOrThrow<AccountsPayload>({
    url: '/web-api/user/deleteCurrencyAccount',
    method: 'POST',
    params: { account_id: accountId } satisfies AccountIdRequest,
  });

export type { AccountRecord, AccountsPayload };
