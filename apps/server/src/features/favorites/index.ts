import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { OddsProvider } from '../../trading/provider';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import type { CasinoGames } from '../casino/casino.service';
import { createCasinoFavorites } from './casino-favorites';
import { casinoFavoritesRoutes } from './casino-favorites.routes';
import { favoritesRoutes } from './favorites.routes';
import { createFavorites } from './favorites.service';

export interface FavoritesDeps {
  database: Database;
  engine: OddsProvider;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The casino's offered games: with it, players star casino games too (ADR 0037). */
  casino?: CasinoGames;
}

/**
 * Favourite games, championships and teams (issue 23, section 1; ADR 0035): the ten calls of the spec;
 * and casino games (issue 21, ADR 0037) when the casino is given.
 */
export const favoritesPlugin = fp<FavoritesDeps>(
  async (app, deps) => {
    favoritesRoutes(app, {
      favorites: createFavorites({ database: deps.database, engine: deps.engine }),
      preHandler: deps.auth ?? requireUser,
    });
    if (deps.casino) {
      casinoFavoritesRoutes(app, {
        favorites: createCasinoFavorites({ database: deps.database, casino: deps.casino }),
        preHandler: deps.auth ?? requireUser,
      });
    }
  },
  { name: 'favorites', dependencies: ['auth'] },
);
