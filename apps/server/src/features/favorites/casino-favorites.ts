// Casino games as favourites (issue 21, ADR 0037 extending ADR 0035): a player stars lobby games by
// their `<provider>:<slug>` id. A star is kept while the brand stops offering the game (a switch may
// come back on), but lists show only the games offered to the request's brand and country.
import { FavoriteErrorCode, FavoriteLimits } from '@fairline/shared/wire/favorites';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { CasinoGames } from '../casino/casino.service';
import { addCasinoFavoriteIds, readCasinoFavoriteIds, removeCasinoFavoriteIds } from './casino-favorites.repository';
import { FavoriteRefusal } from './favorites.service';

export function createCasinoFavorites(deps: { database: Database; casino: CasinoGames }) {
  const { database, casino } = deps;

  /** The kept games the request's brand offers, in the order added. */
  async function list(req: FastifyRequest, userId: number): Promise<string[]> {
    const offered = await casino.offered(req);
    return (await readCasinoFavoriteIds(database, userId)).filter((id) => offered.has(id));
  }

  /** Adds offered games; an id not offered here refuses the whole call (1301), as does passing the limit (1302). */
  async function add(req: FastifyRequest, userId: number, ids: readonly string[]): Promise<void> {
    const offered = await casino.offered(req);
    const unknown = ids.filter((id) => !offered.has(id));
    if (unknown.length > 0) {
      throw new FavoriteRefusal<string>('Unknown casino game', FavoriteErrorCode.UnknownId, unknown);
    }
    const kept = new Set(await readCasinoFavoriteIds(database, userId));
    const fresh = ids.filter((id) => !kept.has(id));
    if (kept.size + fresh.length > FavoriteLimits.casinoGames) {
      throw new FavoriteRefusal<string>(
        `At most ${FavoriteLimits.casinoGames} favourite casino games`,
        FavoriteErrorCode.LimitReached,
      );
    }
    await addCasinoFavoriteIds(database, userId, fresh);
  }

  /** A guest's stars merged at login: games not offered are skipped, what would pass the limit left out. */
  async function migrate(req: FastifyRequest, userId: number, ids: readonly string[]): Promise<string[]> {
    const offered = await casino.offered(req);
    const kept = new Set(await readCasinoFavoriteIds(database, userId));
    const fresh = ids.filter((id) => offered.has(id) && !kept.has(id));
    await addCasinoFavoriteIds(database, userId, fresh.slice(0, Math.max(0, FavoriteLimits.casinoGames - kept.size)));
    return list(req, userId);
  }

  return {
    list,
    add,
    migrate,
    remove: (userId: number, ids: readonly string[]) => removeCasinoFavoriteIds(database, userId, ids),
    clear: (userId: number) => removeCasinoFavoriteIds(database, userId, null),
  };
}

export type CasinoFavorites = ReturnType<typeof createCasinoFavorites>;
