import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import { type Minor, toMinor } from '@fairline/shared/money/minor';

/** Digits after the decimal point of a currency (2 when unknown). */
export function currencyDigits(currencyId: number): number {
  return currencyById(currencyId)?.minorDigits ?? 2;
}

/** A decimal amount of the wire ("money": 1234.5) shown with symbol, grouping and the currency's decimals. */
export function formatDecimalMoney(amount: number, currencyId: number, symbol: string, locale: string): string {
  const digits = currencyDigits(currencyId);
  return formatMoney(toMinor(amount, digits), { currencySymbol: symbol, locale, digits });
}

/** Minor units (what the live channel sends) shown the same way. */
export function formatMinorMoney(amount: Minor, currencyId: number, symbol: string, locale: string): string {
  return formatMoney(amount, { currencySymbol: symbol, locale, digits: currencyDigits(currencyId) });
}
