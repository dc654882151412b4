import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatDecimalMoney } from '../balance';
import type { BetItem } from './bets-api';

/** A bet's amount (decimal of its currency) with the currency's symbol. */
export function betMoney(bet: Pick<BetItem, 'currency' | 'currency_id'>, amount: number, lang: string): string {
  const symbol = currencyById(bet.currency_id)?.symbol ?? bet.currency;
  return formatDecimalMoney(amount, bet.currency_id, symbol, lang);
}

export const symbolOf = (bet: Pick<BetItem, 'currency' | 'currency_id'>) =>
  currencyById(bet.currency_id)?.symbol ?? bet.currency;
