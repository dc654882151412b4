import type { DateBound } from '@fairline/shared/validation';
import { BIRTHDAY_YEARS_BACK } from './form-constants';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: DateParts = { day: '', month: '', year: '' };
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A bound's date as `yyyy-MM-dd`, for native min/max and the year list. */
export function boundDate(bound: DateBound | undefined): string | undefined {
  if (bound === undefined) return undefined;
  const text = typeof bound === 'string' ? bound : bound.value;
  return DATE.exec(text)?.[0];
}

/** A `yyyy-MM-dd` value split into numbers as text (no leading zeros); empty parts when unreadable. */
export function splitDate(value: string): DateParts {
  const m = DATE.exec(value);
  if (!m) return EMPTY;
  return { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) };
}

/** Days in a month (1-12) of a year; 31 while either is unknown. */
export function daysInMonth(year: string, month: string): number {
  if (year === '' || month === '') return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}

/** `yyyy-MM-dd` once all three parts are chosen and form a real date, else empty. */
export function joinDate({ day, month, year }: DateParts): string {
  if (day === '' || month === '' || year === '' || Number(day) > daysInMonth(year, month)) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Years offered, newest first: from the maximum bound (or this year) back to the minimum bound or 100 years. */
export function yearRange(bounds: { minimum?: DateBound; maximum?: DateBound }, now: Date): number[] {
  const last = Number(boundDate(bounds.maximum)?.slice(0, 4) ?? now.getUTCFullYear());
  const first = Number(boundDate(bounds.minimum)?.slice(0, 4) ?? last - BIRTHDAY_YEARS_BACK);
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}
