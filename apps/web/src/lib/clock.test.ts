import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, setTwelveHourClock } from './clock';

const evening = Date.UTC(2026, 0, 5, 21, 5);
const time = (locale: string) =>
  dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(evening);

afterEach(() => setTwelveHourClock(undefined));

describe('the brand clock (betting.twelveHourClockCountries)', () => {
  it('shows 21:05 on the 24-hour clock, even in a locale that writes 12-hour times', () => {
    setTwelveHourClock(false);
    expect(time('en')).toBe('21:05');
    expect(time('ru')).toBe('21:05');
  });

  it('shows 09:05 PM on the 12-hour clock, even in a locale that writes 24-hour times', () => {
    setTwelveHourClock(true);
    expect(time('en')).toBe('09:05 PM');
    expect(time('ru')).toMatch(/^09:05\s?PM$/);
  });

  it('follows the clock in date-and-time styles too', () => {
    setTwelveHourClock(false);
    expect(dateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(evening)).toBe('21:05');
  });

  it('leaves the locale’s own clock when the brand has not set one', () => {
    expect(time('en')).toBe('09:05 PM');
    expect(time('ru')).toBe('21:05');
  });
});
