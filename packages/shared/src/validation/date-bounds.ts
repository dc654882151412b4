import { parseDateTime, subtractYears } from './date-time';
import { MessageKeys } from './messages';
import type { CheckFailure, DateBound } from './types';

/** Checks a date against a field's optional `minimum` and `maximum`, each with its own message. */
export function checkDateBounds(
  text: string,
  bounds: { minimum?: DateBound; maximum?: DateBound },
): CheckFailure | null {
  const date = parseDateTime(text);
  if (!date) return { key: MessageKeys.dateIncorrect };
  const min = readBound(bounds.minimum, MessageKeys.dateMin);
  if (min && date.getTime() < min.date.getTime()) return { key: min.message, params: { min: min.text } };
  const max = readBound(bounds.maximum, MessageKeys.dateMax);
  if (max && date.getTime() > max.date.getTime()) return { key: max.message, params: { max: max.text } };
  return null;
}

/** Checks that someone born on `birth` is at least `minAge` years old at `now`. */
export function checkMinimumAge(birth: string, minAge: number, now: Date): CheckFailure | null {
  const date = parseDateTime(birth);
  if (!date) return { key: MessageKeys.dateIncorrect };
  return date.getTime() > subtractYears(now, minAge).getTime()
    ? { key: MessageKeys.minAge, params: { age: minAge } }
    : null;
}

function readBound(bound: DateBound | undefined, fallback: string) {
  if (bound === undefined) return null;
  const text = typeof bound === 'string' ? bound : bound.value;
  const date = parseDateTime(text);
  // An unreadable bound is a configuration slip, not the user's fault: it is not enforced.
  if (!date) return null;
  const message = typeof bound === 'string' || bound.message === '' ? fallback : bound.message;
  return { date, text, message };
}
