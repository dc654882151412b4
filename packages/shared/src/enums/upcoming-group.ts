// Upcoming events are grouped by how soon they start: within 2 hours, in 2 to 4 hours, or later.
// A start exactly on a boundary belongs to the earlier group, since the last group is "more than 4
// hours"; an event whose start has passed counts as the soonest group.

export const UpcomingGroup = { Within2Hours: '0-2h', From2To4Hours: '2-4h', Over4Hours: '4h+' } as const;
export type UpcomingGroup = (typeof UpcomingGroup)[keyof typeof UpcomingGroup];

export const UPCOMING_GROUPS: readonly UpcomingGroup[] = Object.values(UpcomingGroup);

const HOUR_MS = 3_600_000;

/** The group of an event starting at startMs, seen at nowMs (both epoch milliseconds). */
export function upcomingGroup(startMs: number, nowMs: number): UpcomingGroup {
  const untilStart = startMs - nowMs;
  if (untilStart <= 2 * HOUR_MS) return UpcomingGroup.Within2Hours;
  if (untilStart <= 4 * HOUR_MS) return UpcomingGroup.From2To4Hours;
  return UpcomingGroup.Over4Hours;
}
