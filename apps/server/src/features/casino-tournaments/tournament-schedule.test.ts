import { describe, expect, it } from 'vitest';
import { occurrenceStarts } from './tournament-schedule';

describe('recurring tournaments', () => {
  it('start daily at UTC midnight plus the offset: the period before, the one running and the next', () => {
    const starts = occurrenceStarts({ recurrence: 'daily', startOffsetMinutes: 60 }, new Date('2026-11-27T00:30:00Z'));
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-25T01:00:00.000Z',
      '2026-11-26T01:00:00.000Z',
      '2026-11-27T01:00:00.000Z',
    ]);
  });

  it('start weekly on Monday, UTC midnight', () => {
    // 2026-11-27 is a Friday; its week began on Monday 2026-11-23.
    const [, current] = occurrenceStarts(
      { recurrence: 'weekly', startOffsetMinutes: 0 },
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(current?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
