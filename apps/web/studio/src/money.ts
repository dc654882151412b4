/** Money in the studio: integers of minor units, shown with the currency's digits (the session says how many). */

/** Formats minor units for the player's language, e.g. 123456 → "1,234.56 €". */
export function formatMoney(minor: number, currency: string, digits: number, lang: string): string {
  const value = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem: 'latn',
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}

/** The stake field's text for minor units: plain digits and a dot, e.g. 150 → "1.50". */
export function minorToInput(minor: number, digits: number): string {
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * Parses what the player typed into minor units: a dot or a comma as the decimal mark, at most
 * `digits` decimals; `null` when it is not an amount (so the field can say so instead of guessing).
 */
export function inputToMinor(text: string, digits: number): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The currency's usual minor digits (before the session answers with its own). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A win from a stake and a multiplier, rounded down to the minor unit as the wallet pays it. */
export function winOf(stake: number, multiplier: number): number {
  return Math.floor(stake * multiplier + 1e-9);
}

/** A paytable's multiple of the bet: always 2 decimals, e.g. "0.70×". */
export function formatTimes(multiple: number): string {
  return `${multiple.toFixed(2)}×`;
}

/** A multiplier for display: 2 decimals, 4 below 1.1× (mines and dice need them). */
export function formatMultiplier(multiplier: number): string {
  return `${multiplier.toFixed(multiplier < 1.1 && multiplier > 0 && multiplier !== 1 ? 4 : 2)}×`;
}
