import { describe, expect, it } from 'vitest';
import { liveMinute } from './live-clock';

describe('liveMinute', () => {
  it.each([
    [1, 0, undefined],
    [1, 59, "1'"],
    [1, 66 * 60 + 5, "67'"],
    [2, 20 * 60, "21'"],
  ])('shows the running minute of a timed sport (sport %i, %i s → %s)', (sport, ts, shown) => {
    expect(liveMinute({ TS: ts }, sport)).toBe(shown);
  });

  it.each([4, 6, 10, 4046])('shows no minute for sport %i, played in sets or maps', (sport) => {
    expect(liveMinute({ TS: 81 * 60 }, sport)).toBeUndefined();
  });
});
