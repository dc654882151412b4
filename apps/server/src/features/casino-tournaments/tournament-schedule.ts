// Recurring tournaments (ADR 0065): each series makes its occurrence that runs now and the next one, on
// the protection clock the casino stamps its rounds with. Idempotent (series × start is unique), so every
// instance may run it.
import { tournamentDefinition } from '@fairline/shared/wire/casino-tournaments';
import type { Database } from '../../infra/db';
import { insertOccurrence, listSeries, type SeriesRow } from './casino-tournaments.repository';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const WEEK = 7 * DAY;
// 1970-01-05 was a Monday: weekly periods start on Mondays, UTC midnight.
const MONDAY = 4 * DAY;

/** The starts of a series' occurrences around `now`: the period before, this one and the next. */
export function occurrenceStarts(series: Pick<SeriesRow, 'recurrence' | 'startOffsetMinutes'>, now: Date): Date[] {
  const period = series.recurrence === 'daily' ? DAY : WEEK;
  const anchor = (series.recurrence === 'daily' ? 0 : MONDAY) + series.startOffsetMinutes * MINUTE;
  const current = anchor + Math.floor((now.getTime() - anchor) / period) * period;
  return [current - period, current, current + period].map((at) => new Date(at));
}

/** Makes the running and the next occurrence of every enabled series whose definition is valid. */
export async function ensureOccurrences(database: Pick<Database, 'query'>, now: Date): Promise<void> {
  for (const series of await listSeries(database)) {
    const parsed = tournamentDefinition.safeParse(series.definition);
    if (!parsed.success) continue;
    for (const start of occurrenceStarts(series, now)) {
      const end = new Date(start.getTime() + series.durationMinutes * MINUTE);
      // Only what runs now or comes next: a past period is not made after the fact.
      if (end.getTime() <= now.getTime()) continue;
      await insertOccurrence(database, { ...series, definition: parsed.data }, start, end);
    }
  }
}
