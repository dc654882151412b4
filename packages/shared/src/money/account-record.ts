/** One account of the accounts payload (spec §3 "Account record"), plus the label the client shows. */
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

/** The accounts payload, split as the spec says. */
export interface AccountsPayload {
  accounts: AccountRecord[];
  bonuses: AccountRecord[];
  all_accounts: AccountRecord[];
}

/** An account's label: currency name plus symbol, or name plus ISO code when it has no symbol. */
export function accountLabel(currency: { name: string; symbol: string; code: string }): string {
  return `${currency.name} (${currency.symbol.trim() || currency.code})`;
}
