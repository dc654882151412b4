import type { Minor } from '@fairline/shared/money/minor';
import { currencySymbol, formatDecimalMoney, formatMinorMoney } from '../wallet';

const USD = 10;

/** A USD figure of the club (wagering, thresholds, caps) in the reader's language. */
export const usd = (amount: number, lang: string) => formatDecimalMoney(amount, USD, '$', lang);

/** Minor units of a currency, with its symbol. */
export const money = (amount: number, currencyId: number, iso: string, lang: string) =>
  formatMinorMoney(amount as Minor, currencyId, currencySymbol(currencyId, iso), lang);
