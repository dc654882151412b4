import { describe, expect, it } from 'vitest';
import { historyStart } from './bets-api';

describe('historyStart', () => {
  it.each([
    [7, '2030-06-15T12:00:00.000Z', '2030-06-08T12:00:00.000Z'],
    [365, '2030-06-15T12:00:00.000Z', '2029-06-16T00:00:00.000Z'],
    [366, '2028-03-01T08:00:00.000Z', '2027-03-02T00:00:00.000Z'],
  ])('starts %i days back from %s at %s, never before the 12-month reach', (days, now, start) => {
    expect(historyStart(days, Date.parse(now)).toISOString()).toBe(start);
  });
});
