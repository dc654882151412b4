import { parseDateTime } from '../date-time';
import { textOf } from '../field-value';
import type { FieldValue } from '../types';

/**
 * Compares a value with a minValue/maxValue bound: a date bound compares dates, any other bound
 * numbers. Negative, zero or positive as value is below, at or above the bound; null when the value
 * cannot be read as the bound's kind.
 */
export function compareWithBound(value: FieldValue, bound: number | string): number | null {
  const text = textOf(value)?.trim();
  if (text === undefined || text === '') return null;
  const boundDate = typeof bound === 'string' ? parseDateTime(bound) : null;
  if (boundDate) {
    const date = parseDateTime(text);
    return date ? date.getTime() - boundDate.getTime() : null;
  }
  const number = Number(text.replace(',', '.'));
  const limit = Number(bound);
  return Number.isFinite(number) && Number.isFinite(limit) ? number - limit : null;
}
