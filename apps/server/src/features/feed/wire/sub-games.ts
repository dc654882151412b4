// Sub-games (`SG`): each period with markets of its own is a game with its own id. Only halves of
// football and FIFA are priced separately, so a game has at most one sub-game, its first half.
// Sub-game id = 2^32 + game id × 8 + period: above every line and live id, still a safe integer.
import type { Names } from '../../../trading/types';

const SUB_BASE = 2 ** 32;
const SLOTS = 8;
const HALF_SPORTS = new Set([1, 85]);

/** Market groups priced for the first half (1X2 and total of the 1st half). */
export const FIRST_HALF_GROUPS: ReadonlySet<number> = new Set([1001, 1017]);

export interface SubGameInfo {
  id: number;
  period: number;
  name: Names;
}

const HALF: Names = { en: 'Half', ru: 'Тайм' };
const HALVES: Names = { en: 'Halves', ru: 'Таймы' };

/** Period words of a sport with sub-games (`TN`, `TNS`), undefined for the others. */
export function periodWords(sportId: number): { one: Names; many: Names } | undefined {
  return HALF_SPORTS.has(sportId) ? { one: HALF, many: HALVES } : undefined;
}

/** The sub-games of a game of a sport. */
export function subGamesOf(gameId: number, sportId: number): SubGameInfo[] {
  if (!HALF_SPORTS.has(sportId)) return [];
  return [{ id: SUB_BASE + gameId * SLOTS + 1, period: 1, name: { en: '1st half', ru: '1-й тайм' } }];
}

/** The parent game and period behind a sub-game id; undefined for a plain game id. */
export function parseSubGameId(id: number): { gameId: number; period: number } | undefined {
  if (id < SUB_BASE || !Number.isSafeInteger(id)) return undefined;
  const rest = id - SUB_BASE;
  const period = rest % SLOTS;
  return period === 0 ? undefined : { gameId: (rest - period) / SLOTS, period };
}
