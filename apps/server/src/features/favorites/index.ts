import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { OddsProvider } from '../../trading/provider';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { favoritesRoutes } from './favorites.routes';
import { createFavorites } from './favorites.service';

export interface FavoritesDeps {
  database: Database;
  engine: OddsProvider;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

/** Favourite games, championships and teams (issue 23, section 1; ADR 0035): the ten calls of the spec. */
export const favoritesPlugin = fp<FavoritesDeps>(
  async (app, deps) => {
    favoritesRoutes(app, {
      favorites: createFavorites({ database: deps.database, engine: deps.engine }),
      preHandler: deps.auth ?? requireUser,
    });
  },
  { name: 'favorites', dependencies: ['auth'] },
);
