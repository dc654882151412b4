// The favourites calls (loaded only once a player's favourites are read or changed: it brings zod).
// Answers are parsed: they are untrusted input.
import {
  type FavoriteGame,
  type FavoriteNamed,
  favoriteGamesAnswer,
  favoriteNamedAnswer,
  favoritesAnswer,
} from '@fairline/shared/wire/favorites';
import { isApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from '../../lib/api';
import { http } from '../../lib/http';
import type { FavoriteLists, GameRef, NamedRef, PendingChange } from './favorites-state';

const ROOT = '/service-api/favorites/v1';
const PATHS = { games: 'Favorite/Games', champs: 'Championships', teams: 'Teams' } as const;

const gameRef = (g: FavoriteGame): GameRef => ({ id: g.Id, constId: g.ConstId });
const namedRef = (n: FavoriteNamed): NamedRef => ({ id: n.Id, sportId: n.SportId, name: n.Name });

/** A failure that a later try may not have: no connection, a timeout, the server down. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.statusCode;
  return status === NETWORK_ERROR_STATUS || status === TIMEOUT_STATUS || status >= 500;
}

/** The player's three lists, named in `lng`. */
export async function fetchLists(lng: string): Promise<FavoriteLists> {
  const answer = favoritesAnswer.parse(
    await http.requestOrThrow<unknown>({ url: `${ROOT}/Favorite`, params: { lng }, xAuth: true }),
  );
  if (!answer.Success) throw new Error(answer.Error);
  const { Games, Championships, Teams } = answer.Value;
  return { games: Games.map(gameRef), champs: Championships.map(namedRef), teams: Teams.map(namedRef) };
}

/** Sends one change; a refusal (an unknown or finished game, a full list) is thrown with its envelope. */
export async function sendChange(change: PendingChange, lng: string): Promise<void> {
  const answer = await http.requestOrThrow<unknown>({
    url: `${ROOT}/${PATHS[change.list]}?lng=${encodeURIComponent(lng)}`,
    method: change.action === 'add' ? 'POST' : 'DELETE',
    params: { ids: [change.item.id] },
    xAuth: true,
  });
  (change.list === 'games' ? favoriteGamesAnswer : favoriteNamedAnswer).parse(answer);
}

/**
 * Carries a guest's lists into the account: the games through migrate/Games (merged without duplicates
 * by the server), championships and teams added the ordinary way (a refused one is left behind).
 */
export async function migrateGuest(lists: FavoriteLists, lng: string): Promise<void> {
  const q = `?lng=${encodeURIComponent(lng)}`;
  if (lists.games.length > 0) {
    await http.requestOrThrow<unknown>({
      url: `${ROOT}/migrate/Games${q}`,
      method: 'POST',
      params: { ids: lists.games.map((g) => g.id) },
      xAuth: true,
    });
  }
  for (const list of ['champs', 'teams'] as const) {
    if (lists[list].length === 0) continue;
    await http
      .requestOrThrow<unknown>({
        url: `${ROOT}/${PATHS[list]}${q}`,
        method: 'POST',
        params: { ids: lists[list].map((n) => n.id) },
        xAuth: true,
      })
      .catch((error: unknown) => {
        if (isTransient(error)) throw error;
      });
  }
}
