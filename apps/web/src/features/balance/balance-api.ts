import { http } from '../../lib/http';

/** One account of the accounts payload (spec: id, idBonus, type, money, …). */
export interface AccountRecord {
  id: number;
  idBonus: number;
  /** 0 main, 1 bonus, 2 points. */
  type: number;
  /** Decimal amount in the currency (points: the count). */
  money: number;
  name: string;
  iso: string;
  symbol: string;
  isActive: boolean;
  currencyId: number;
  amountOfUnplacedBets: number;
  points: number;
  isBonusAccount: boolean;
  isPointsTypeBalance: boolean;
  label: string;
}

export interface AccountsPayload {
  accounts: AccountRecord[];
  bonuses: AccountRecord[];
  all_accounts: AccountRecord[];
}

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
