// Shared by the payments desks: money in the currency's own digits, times to the minute (UTC).
import { currencyById } from '@fairline/shared/lookups/currencies';

/** Minor units as a decimal in the currency's digits, with its code: 1,250.00 USD. */
export function formatAmount(minor: number, currencyId: number, code: string): string {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  const major = (minor / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${major} ${code}`;
}

/** An ISO instant as `YYYY-MM-DD HH:MM` (UTC), or a dash. */
export const formatAt = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
