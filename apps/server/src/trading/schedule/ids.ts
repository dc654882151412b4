// Game ids. A const id packs (round, championship, match) so any id can be resolved without a
// lookup table; the live id is the const id shifted past 2^30 (both fit a 32-bit integer).

export const LIVE_ID_OFFSET = 2 ** 30;
const CHAMPS = 128;
const MATCHES = 16;

export interface GameKey {
  round: number;
  champId: number;
  match: number;
}

/** Const id (`CI`) of the match of a round of a championship. */
export function constIdOf(key: GameKey): number {
  return (key.round * CHAMPS + key.champId) * MATCHES + key.match;
}

/** Inverse of constIdOf. */
export function keyOf(constId: number): GameKey {
  const match = constId % MATCHES;
  const rest = (constId - match) / MATCHES;
  const champId = rest % CHAMPS;
  return { round: (rest - champId) / CHAMPS, champId, match };
}

/** Const id behind a line or live game id; undefined when the id cannot be one of ours. */
export function constIdOfGameId(id: number): number | undefined {
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 * LIVE_ID_OFFSET) return undefined;
  return id >= LIVE_ID_OFFSET ? id - LIVE_ID_OFFSET : id;
}

/** Live game id of a const id. */
export function liveIdOf(constId: number): number {
  return constId + LIVE_ID_OFFSET;
}
