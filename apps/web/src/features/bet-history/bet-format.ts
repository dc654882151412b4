import { currencySymbol, formatDecimalMoney } from '../wallet';
import type { BetItem } from './bets-api';

export const symbolOf = (bet: Pick<BetItem, 'currency' | 'currency_id'>) =>
  currencySymbol(bet.currency_id, bet.currency);

/** A bet's amount (decimal of its currency) with the currency's symbol. */
export function betMoney(bet: Pick<BetItem, 'currency' | 'currency_id'>, amount: number, lang: string): string {
  return formatDecimalMoney(amount, bet.currency_id, symbolOf(bet), lang);
}

/** "Express", or a system with its k of n ("System 2/3"). */
export function betTypeLabel(t: (key: string) => string, bet: Pick<BetItem, 'type' | 'k' | 'legs_count'>): string {
  const name = t(`money.bets.type.${bet.type}`);
  return bet.type === 'system' && bet.k ? `${name} ${bet.k}/${bet.legs_count}` : name;
}
