// The casino stars' calls: the favourites service's Casino kind (`/service-api/favorites/v1/Casino`,
// ADR 0037 extending ADR 0035). Only the logged-in player's stars travel; a guest's stay in the browser.
import { favoriteCasinoGamesAnswer } from '@fairline/shared/wire/favorites';
import { http } from '../../lib/http';

const ROOT = '/service-api/favorites/v1';

/** The ids of an answer; a refusal (`Success: false`: an unknown game, a full list) is thrown. */
function idsOf(answer: unknown): string[] {
  const parsed = favoriteCasinoGamesAnswer.parse(answer);
  if (!parsed.Success) throw new Error(parsed.Error || 'favourites refused');
  return parsed.Value ?? [];
}

/** The player's starred games (those offered here), in the order starred. */
export async function fetchFavorites(): Promise<string[]> {
  return idsOf(await http.requestOrThrow<unknown>({ url: `${ROOT}/Casino`, xAuth: true, noCache: true }));
}

export async function addFavorite(id: string): Promise<void> {
  idsOf(
    await http.requestOrThrow<unknown>({ url: `${ROOT}/Casino`, method: 'POST', params: { ids: [id] }, xAuth: true }),
  );
}

export async function removeFavorite(id: string): Promise<void> {
  idsOf(
    await http.requestOrThrow<unknown>({ url: `${ROOT}/Casino`, method: 'DELETE', params: { ids: [id] }, xAuth: true }),
  );
}

/** Carries a guest's stars into the account (merged without duplicates; unknown games are skipped). */
export async function migrateGuest(ids: readonly string[]): Promise<string[]> {
  return idsOf(
    await http.requestOrThrow<unknown>({ url: `${ROOT}/migrate/Casino`, method: 'POST', params: { ids }, xAuth: true }),
  );
}
