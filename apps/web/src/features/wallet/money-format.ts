import { currencyById } from '@fairline/shared/lookups/currencies';
import { currencyName } from '@fairline/shared/lookups/display-names';
import { accountLabel } from '@fairline/shared/money/account-record';
import { formatMoney } from '@fairline/shared/money/format-money';
import { type Minor, toMinor } from '@fairline/shared/money/minor';
import type { AccountRecord } from '@fairline/shared/wire/wallet';

/** Digits after the decimal point of a currency (2 when unknown). */
export function currencyDigits(currencyId: number): number {
  return currencyById(currencyId)?.minorDigits ?? 2;
}

/** A currency's symbol, or `code` (its ISO code) for one the lookups do not know. */
export function currencySymbol(currencyId: number, code: string): string {
  return currencyById(currencyId)?.symbol ?? code;
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

/** An account's label in the UI language: the payload's `label` names the currency in English. */
export function accountLabelIn(account: Pick<AccountRecord, 'name' | 'iso' | 'symbol'>, lang: string): string {
  const name = currencyName({ name: account.name, code: account.iso }, lang);
  return accountLabel({ name, symbol: account.symbol, code: account.iso });
}
