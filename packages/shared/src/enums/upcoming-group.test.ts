import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPCOMING_GROUPS, UpcomingGroup, upcomingGroup } from './upcoming-group';

const NOW = Date.UTC(2025, 5, 1, 12);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('upcoming-event groups', () => {
  it.each([
    [0, UpcomingGroup.Within2Hours],
    [90 * MINUTE, UpcomingGroup.Within2Hours],
    [2 * HOUR, UpcomingGroup.Within2Hours],
    [2 * HOUR + 1, UpcomingGroup.From2To4Hours],
    [3 * HOUR, UpcomingGroup.From2To4Hours],
    [4 * HOUR, UpcomingGroup.From2To4Hours],
    [4 * HOUR + 1, UpcomingGroup.Over4Hours],
    [48 * HOUR, UpcomingGroup.Over4Hours],
  ])('puts an event starting in %i ms into %s', (offset, group) => {
    expect(upcomingGroup(NOW + offset, NOW)).toBe(group);
  });

  it('counts an event whose start has passed as the soonest group', () => {
    expect(upcomingGroup(NOW - HOUR, NOW)).toBe(UpcomingGroup.Within2Hours);
  });

  it('never moves a later start into an earlier group', () => {
    fc.assert(
      fc.property(fc.integer({ min: -HOUR, max: 10 * HOUR }), fc.integer({ min: 0, max: 10 * HOUR }), (a, delta) => {
        const early = UPCOMING_GROUPS.indexOf(upcomingGroup(NOW + a, NOW));
        const late = UPCOMING_GROUPS.indexOf(upcomingGroup(NOW + a + delta, NOW));
        expect(late).toBeGreaterThanOrEqual(early);
      }),
    );
  });
});
