// Jackpot amounts on screen: minor units of the pool's currency, with its symbol and decimals.
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';

/** An amount in minor units of `currency` (an ISO code) for `locale`. */
export function formatJackpot(amount: number, currency: string, locale: string): string {
  const known = currencyByCode(currency);
  return formatMoney(Math.round(amount) as Minor, {
    currencySymbol: known?.symbol ?? currency,
    locale,
    digits: known?.minorDigits ?? 2,
  });
}
