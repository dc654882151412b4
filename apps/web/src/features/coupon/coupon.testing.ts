import type { Selection } from './coupon-types';

/** A line 1X2 home win of game `gameId` at `coef`, named "Home N to win" (English). */
export const pick = (gameId: number, coef: number, extra: Partial<Selection> = {}): Selection => ({
  gameId,
  constId: gameId,
  type: 1,
  group: 1,
  param: 0,
  coef,
  kind: 3,
  labels: { game: `Home ${gameId} – Away ${gameId}`, market: '1X2', outcome: `Home ${gameId} to win`, lang: 'en' },
  ...extra,
});
