import type { Minor } from '../money/minor';
import type { Leg } from './leg';
import { systemReturn } from './system';

/** The named full-cover bets: every double up to the n-fold on n events, some with the singles too. */
export const FullCoverBet = {
  Trixie: { events: 3, withSingles: false },
  Patent: { events: 3, withSingles: true },
  Yankee: { events: 4, withSingles: false },
  Lucky15: { events: 4, withSingles: true },
  Canadian: { events: 5, withSingles: false },
  Lucky31: { events: 5, withSingles: true },
  Heinz: { events: 6, withSingles: false },
  Lucky63: { events: 6, withSingles: true },
  SuperHeinz: { events: 7, withSingles: false },
  Goliath: { events: 8, withSingles: false },
} as const;
export type FullCoverBetName = keyof typeof FullCoverBet;

/** The combination sizes a full-cover bet places: 2..n, or 1..n when it includes singles. */
export function fullCoverSizes(name: FullCoverBetName): number[] {
  const { events, withSingles } = FullCoverBet[name];
  const smallest = withSingles ? 1 : 2;
  return Array.from({ length: events - smallest + 1 }, (_, i) => smallest + i);
}

/** Bets in a full cover of n events: 2ⁿ−n−1 without singles, 2ⁿ−1 with them. */
export function fullCoverBetCount(eventCount: number, withSingles: boolean): number {
  return 2 ** eventCount - 1 - (withSingles ? 0 : eventCount);
}

/** A full-cover bet's return: a system over all its sizes, the stake being the total for all its bets. */
export function fullCoverReturn(stake: Minor, legs: readonly Leg[], name: FullCoverBetName): Minor {
  if (legs.length !== FullCoverBet[name].events) {
    throw new RangeError(`${name} needs ${FullCoverBet[name].events} events, got ${legs.length}`);
  }
  return systemReturn(stake, legs, fullCoverSizes(name));
}
