/** Flags the legs an express cannot combine (`IsBannedExpress`): two or more legs from the same game are correlated. */
export function bannedExpressFlags(gameIds: readonly number[]): boolean[] {
  const legsPerGame = new Map<number, number>();
  for (const gameId of gameIds) legsPerGame.set(gameId, (legsPerGame.get(gameId) ?? 0) + 1);
  return gameIds.map((gameId) => (legsPerGame.get(gameId) ?? 0) > 1);
}
