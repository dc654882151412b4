// The days the results page offers, in the visitor's own time zone.

const DAY = 24 * 60 * 60_000;

/** The visitor's offset from UTC in minutes (UTC+3 is 180), as the results call's `tz` wants it. */
export function zoneOffset(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}

/** The day `days` before `date` (`YYYY-MM-DD`). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** The date strip: today first, then each day back, `count` days in all. */
export function recentDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => daysBefore(today, i));
}
