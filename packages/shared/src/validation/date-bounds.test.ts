import { describe, expect, it } from 'vitest';
import { checkDateBounds, checkMinimumAge } from './date-bounds';

describe('checkDateBounds', () => {
  const bounds = {
    minimum: { value: '2020-01-01 00:00:00', message: 'passport_date_too_early' },
    maximum: '2025-06-30 23:59:59',
  };

  it.each([
    ['2019-12-31 23:59:59', { key: 'passport_date_too_early', params: { min: '2020-01-01 00:00:00' } }],
    ['2025-07-01', { key: 'date_max', params: { max: '2025-06-30 23:59:59' } }],
    ['2020-01-01 00:00:00', null],
    ['2025-06-30 23:59:59', null],
    ['2022-05-05', null],
    ['2022-02-30', { key: 'date_incorrect' }],
  ])('checks %s against the optional bounds with their own messages', (text, expected) => {
    expect(checkDateBounds(text, bounds)).toEqual(expected);
  });

  it('enforces nothing without bounds, and ignores an unreadable bound', () => {
    expect(checkDateBounds('1900-01-01', {})).toBeNull();
    expect(checkDateBounds('1900-01-01', { minimum: 'soon' })).toBeNull();
  });

  it('uses the default key when a bound comes with an empty message', () => {
    expect(checkDateBounds('1999-01-01', { minimum: { value: '2000-01-01', message: '' } })?.key).toBe('date_min');
  });
});

describe('checkMinimumAge', () => {
  const now = new Date(Date.UTC(2025, 5, 15, 12));

  it.each([
    ['2007-06-15', null],
    ['2007-06-15 12:00:00', null],
    ['2007-06-16', { key: 'min_age', params: { age: 18 } }],
    ['2010-01-01', { key: 'min_age', params: { age: 18 } }],
    ['1950-01-01', null],
    ['not a date', { key: 'date_incorrect' }],
  ])('born %s, at 2025-06-15 12:00 UTC, with minimum age 18 → %o', (birth, expected) => {
    expect(checkMinimumAge(birth, 18, now)).toEqual(expected);
  });
});
