import { GameStatus } from '@fairline/shared/enums/game-status';

// The multi-live selection (issue 23 §5, ADR 0059): up to four live game ids, in the order chosen,
// kept per device and in the page's `?games=` query so a selection can be shared.

/** The most games multi-live shows side by side. */
export const MULTI_LIVE_MAX = 4;

/** The query parameter carrying the selection (`?games=1,2,3`). */
export const GAMES_PARAM = 'games';

const ID = /^[1-9]\d{0,15}$/;

/** Keeps well-formed game ids, each once, in order, at most four. */
export function normaliseSelection(ids: readonly unknown[]): number[] {
  const kept: number[] = [];
  for (const raw of ids) {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (!kept.includes(id)) kept.push(id);
    if (kept.length === MULTI_LIVE_MAX) break;
  }
  return kept;
}

/** Reads `?games=` ("1,2,3"); null when the query does not carry one, so the stored selection applies. */
export function parseGamesQuery(value: string | null): number[] | null {
  if (value === null || value.trim() === '') return null;
  return normaliseSelection(value.split(','));
}

/** The `?games=` value of a selection ("1,2,3"); empty for none. */
export function serialiseGames(ids: readonly number[]): string {
  return ids.join(',');
}

/** Adds a game at the end; a game already shown, or a fifth one, leaves the selection as it is. */
export function addGame(ids: readonly number[], id: number): number[] {
  if (ids.includes(id) || ids.length >= MULTI_LIVE_MAX) return [...ids];
  return normaliseSelection([...ids, id]);
}

/** Removes a game; the others keep their places. */
export function removeGame(ids: readonly number[], id: number): number[] {
  return ids.filter((x) => x !== id);
}

/** Tells whether one more game can be added. */
export function canAdd(ids: readonly number[]): boolean {
  return ids.length < MULTI_LIVE_MAX;
}

/** Splits a selection into the games still live and those that ended (or never were live). */
export function dropFinished(
  ids: readonly number[],
  isFinished: (id: number) => boolean,
): { kept: number[]; dropped: number[] } {
  const kept: number[] = [];
  const dropped: number[] = [];
  for (const id of ids) (isFinished(id) ? dropped : kept).push(id);
  return { kept, dropped };
}

/** The selection a page opens with: the shared link's when it carries one, else the device's own. */
export function initialSelection(query: string | null, stored: readonly unknown[] | null): number[] {
  return parseGamesQuery(query) ?? normaliseSelection(stored ?? []);
}

/** The `?add=` id a game page's "add to multi-live" link carries, or undefined. */
export function parseAddParam(value: string | null): number | undefined {
  return normaliseSelection(value === null ? [] : [value])[0];
}

/** A game that has ended: settled, cancelled or no longer accepted, or its clock at "Finished". */
export function isGameOver(game: { status?: number; SC?: { CPS?: string } }): boolean {
  return (game.status !== undefined && game.status !== GameStatus.Accepted) || game.SC?.CPS === 'Finished';
}
