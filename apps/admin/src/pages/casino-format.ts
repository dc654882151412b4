// The casino desks' small formatting helpers (ADR 0072): money in a currency's own digits, UTC times as the
// back office writes them, and the `datetime-local` value of a UTC time (the desk works in UTC).
import { currencyByCode, currencyById } from '@fairline/shared/lookups/currencies';

const major = (minor: number, digits: number) =>
  (minor / 10 ** digits).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Minor units of a currency (by id) with its code. */
export function moneyOf(minor: number, currencyId: number): string {
  const currency = currencyById(currencyId);
  return `${major(minor, currency?.minorDigits ?? 2)} ${currency?.code ?? ''}`.trim();
}

/** Minor units of a currency (by code) in its digits. */
export const moneyIn = (minor: number, code: string, digits: number) => `${major(minor, digits)} ${code}`;

/** Whole-unit text typed by staff ("12.50") as minor units of a currency; NaN when it is not a number. */
export function minorOf(text: string, currencyId: number): number {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 10 ** digits);
}

/** Minor units as the whole-unit text a form shows. */
export function majorText(minor: number, currencyId: number): string {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

export const at = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');
/** A UTC time as a `datetime-local` value. */
export const localOf = (iso: string) => iso.slice(0, 16);
/** A `datetime-local` value read as UTC. */
export const utcOf = (value: string) => (value === '' ? '' : new Date(`${value}:00Z`).toISOString());

export const currencyCodeOf = (id: number) => currencyById(id)?.code ?? String(id);
export const currencyIdOf = (code: string) => currencyByCode(code.trim().toUpperCase())?.id;

export const RULE_LABELS = { wager: 'Wagered amount', multiplier: 'Best multiplier' } as const;
export const STATUS_LABELS = {
  scheduled: 'Scheduled',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
} as const;
