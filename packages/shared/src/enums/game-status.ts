// Status of a game (match) in the feed. The spec gives the codes but not the allowed transitions.

export const GameStatus = { Accepted: 1, Settled: 2, NotAccepted: 3, Cancelled: 4 } as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

const gameStatuses: ReadonlySet<number> = new Set(Object.values(GameStatus));

/** True when the number is one of the four game status codes. */
export function isGameStatus(value: number): value is GameStatus {
  return gameStatuses.has(value);
}
