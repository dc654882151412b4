// Dates in the server's `yyyy-MM-dd HH:mm:ss` format, read and written as UTC wall-clock so the web
// and the server (whatever their time zones) compare the same instants.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const DATE_TIME_LENGTH = 19;

/** Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd` as midnight); null when malformed or not a real date. */
export function parseDateTime(text: string): Date | null {
  if (text.length > DATE_TIME_LENGTH) return null;
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** Formats a date as `yyyy-MM-dd HH:mm:ss` (UTC). */
export function formatDateTime(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** The same instant `years` earlier; 29 February falls back to 28 February in a common year. */
export function subtractYears(date: Date, years: number): Date {
  const shifted = new Date(date.getTime());
  shifted.setUTCFullYear(date.getUTCFullYear() - years);
  if (shifted.getUTCMonth() !== date.getUTCMonth()) shifted.setUTCDate(0);
  return shifted;
}
