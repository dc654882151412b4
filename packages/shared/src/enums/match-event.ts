// Kinds of the engine's latest match event (`SC.LE.K`, ADR 0047): what the live match tracker draws.
// Zod-free so a limit or a code never pulls the schema library into a bundle.

export const MatchEvent = {
  Attack: 1,
  DangerousAttack: 2,
  ShotOnTarget: 3,
  ShotOffTarget: 4,
  Goal: 5,
  Corner: 6,
  YellowCard: 7,
  RedCard: 8,
  Penalty: 9,
  /** A basket: `P` says its points (1 a free throw, 2 or 3). */
  Basket: 10,
} as const;
export type MatchEvent = (typeof MatchEvent)[keyof typeof MatchEvent];

const matchEvents: ReadonlySet<number> = new Set(Object.values(MatchEvent));

/** True when the number is one of the match event codes. */
export function isMatchEvent(value: number): value is MatchEvent {
  return matchEvents.has(value);
}
