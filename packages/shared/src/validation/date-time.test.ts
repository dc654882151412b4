import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime, subtractYears } from './date-time';

describe('parseDateTime', () => {
  it.each([
    ['2024-02-29 23:59:59', Date.UTC(2024, 1, 29, 23, 59, 59)],
    ['2000-01-01 00:00:00', Date.UTC(2000, 0, 1)],
    ['2000-01-01', Date.UTC(2000, 0, 1)],
  ])('reads %s', (text, time) => {
    expect(parseDateTime(text)?.getTime()).toBe(time);
  });

  it.each([
    '2023-02-29 00:00:00',
    '2024-13-01 00:00:00',
    '2024-00-10 00:00:00',
    '2024-04-31',
    '2024-01-01 24:00:00',
    '2024-01-01 12:60:00',
    '2024-01-01 12:00:60',
    '2024-01-01T12:00:00',
    '01.02.2024',
    '2024-1-1',
    '2024-01-01 12:00',
    ' 2024-01-01',
    '',
  ])('refuses %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });

  it('round-trips through formatDateTime', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }),
        (date) => {
          const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
          expect(parseDateTime(formatDateTime(whole))?.getTime()).toBe(whole.getTime());
        },
      ),
    );
  });
});

describe('subtractYears', () => {
  it('moves 29 February to 28 February of a common year', () => {
    expect(formatDateTime(subtractYears(new Date(Date.UTC(2024, 1, 29, 10)), 18))).toBe('2006-02-28 10:00:00');
  });

  it('keeps day and time otherwise', () => {
    expect(formatDateTime(subtractYears(new Date(Date.UTC(2025, 5, 15, 8, 30, 5)), 18))).toBe('2007-06-15 08:30:05');
  });
});
