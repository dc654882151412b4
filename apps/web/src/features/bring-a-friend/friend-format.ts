import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';

/** An amount in minor units of a currency, with its symbol and the currency's decimals. */
export function moneyIn(amount: number, currencyId: number, locale: string): string {
  const currency = currencyById(currencyId);
  return formatMoney(amount as Minor, {
    currencySymbol: currency?.symbol ?? '',
    locale,
    digits: currency?.minorDigits ?? 2,
  });
}
