import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatDecimalMoney } from '../balance';
import type { BetItem } from './bets-api';

/** A bet's amount (decimal of its currency) with the currency's symbol. */
export function betMoney(bet: Pick<BetItem, 'currency' | 'currency_id'>, amount: number, lang: string): string {
  const symbol = currencyById(bet.currency_id)?.symbol ?? bet.currency;
  return formatDecimalMoney(amount, bet.currency_id, symbol, lang);
}

/** "Express", or a system with its k of n ("System 2/3"). */
export function betTypeLabel(t: (key: string) => string, bet: Pick<BetItem, 'type' | 'k' | 'legs_count'>): string {
  const name = t(`money.bets.type.${bet.type}`);
  return bet.type === 'system' && bet.k ? `${name} ${bet.k}/${bet.legs_count}` : name;
}

export const symbolOf = (bet: Pick<BetItem, 'currency' | 'currency_id'>) =>
  currencyById(bet.currency_id)?.symbol ?? bet.currency;
