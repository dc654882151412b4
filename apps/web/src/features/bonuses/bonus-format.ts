import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { Translate } from '../../lib/i18n';

/** An amount in minor units of a currency, with its symbol and the currency's decimals. */
export function moneyIn(amount: number, currencyId: number, locale: string): string {
  const currency = currencyById(currencyId);
  return formatMoney(amount as Minor, {
    currencySymbol: currency?.symbol ?? '',
    locale,
    digits: currency?.minorDigits ?? 2,
  });
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What is left of a bonus's time, in days (or hours on its last day); "expired" once it ran out. */
export function timeLeft(expirationIso: string, now: number, t: Translate): string {
  const left = new Date(expirationIso).getTime() - now;
  if (left <= 0) return t('bonuses.timeLeft.over');
  if (left >= DAY) return t('bonuses.timeLeft.days', { count: Math.floor(left / DAY) });
  return t('bonuses.timeLeft.hours', { count: Math.max(1, Math.floor(left / HOUR)) });
}
