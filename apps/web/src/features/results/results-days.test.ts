import { dayIn, resultLink } from '@fairline/shared/routing/results-link';
import { describe, expect, it } from 'vitest';
import { daysBefore, isDay, recentDays } from './results-days';

describe('the results page’s days', () => {
  it('reads the day in the visitor’s zone: 22:30 UTC is already tomorrow at UTC+3', () => {
    const at = Date.parse('2026-11-21T22:30:00Z');
    expect(dayIn(at, 0)).toBe('2026-11-21');
    expect(dayIn(at, 180)).toBe('2026-11-22');
    expect(dayIn(Date.parse('2026-11-21T01:00:00Z'), -300)).toBe('2026-11-20');
  });

  it('steps back over month and year ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2027-01-01', 1)).toBe('2026-12-31');
    expect(recentDays('2026-12-02', 3)).toEqual(['2026-12-02', '2026-12-01', '2026-11-30']);
  });

  it('takes only real calendar days from the address', () => {
    expect(isDay('2026-11-21')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '21.11.2026', '', null, '2026-11-21T00:00'])
      expect(isDay(bad)).toBe(false);
  });

  it('links a settled leg to its game on the day it kicked off, in the visitor’s zone', () => {
    expect(resultLink('en', '2026-11-21T22:30:00.000Z', 77, 180)).toBe('/en/results?date=2026-11-22&game=77');
  });
});
