import { fromMinor, type Minor } from './minor';

export type FormatMoneyOptions = {
  /** Shown where the locale puts a currency sign; omitted when empty. */
  readonly currencySymbol?: string;
  readonly locale?: string;
  readonly digits?: number;
};

// 'XXX' is ISO 4217's "no currency": it makes Intl place a currency sign where the locale wants one
// ('$1,234.50' in en, '1 234,50 ₽' in ru) so we can put our own symbol there.
const PLACEHOLDER_CURRENCY = 'XXX';

/** Formats minor units for display with the locale's grouping and decimal mark and the currency symbol in place. */
export function formatMoney(amount: Minor, options: FormatMoneyOptions = {}): string {
  const { currencySymbol = '', locale = 'en', digits = 2 } = options;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PLACEHOLDER_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(fromMinor(amount, digits));
  return parts
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}
