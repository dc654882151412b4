import { fromMinor, type Minor } from './minor';

export type FormatMoneyOptions = {
  /** Shown where the locale or the template puts a currency sign; omitted when empty. */
  readonly currencySymbol?: string;
  readonly locale?: string;
  readonly digits?: number;
  /**
   * The brand's pattern (`application.amountTemplate`): `{value}` is the amount with the locale's
   * grouping and decimal mark, `{currency}` the symbol. Defaults to the pattern set by
   * `setMoneyTemplate`; with none, the locale places the symbol.
   */
  readonly template?: string;
};

// 'XXX' is ISO 4217's "no currency": it makes Intl place a currency sign where the locale wants one
// ('$1,234.50' in en, '1 234,50 ₽' in ru) so we can put our own symbol there.
const PLACEHOLDER_CURRENCY = 'XXX';

let appTemplate: string | undefined;

/**
 * Sets the money pattern every amount of the app follows unless a call names its own. The web app
 * sets the brand's `application.amountTemplate` once at start: a page serves one brand.
 */
export function setMoneyTemplate(template: string | undefined): void {
  appTemplate = template;
}

/** Formats minor units for display with the locale's grouping and decimal mark and the currency symbol in place. */
export function formatMoney(amount: Minor, options: FormatMoneyOptions = {}): string {
  const { currencySymbol = '', locale = 'en', digits = 2, template = appTemplate } = options;
  const decimals = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const value = fromMinor(amount, digits);
  if (template !== undefined) {
    const number = new Intl.NumberFormat(locale, decimals).format(value);
    // Replacer functions, so a '$' in a symbol is taken literally.
    return template
      .replace('{value}', () => number)
      .replace('{currency}', () => currencySymbol)
      .trim();
  }
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PLACEHOLDER_CURRENCY,
    ...decimals,
  }).formatToParts(value);
  return parts
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}
