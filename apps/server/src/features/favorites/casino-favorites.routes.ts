// The casino favourites' calls under /service-api/favorites/v1/Casino (ADR 0037), beside the feed's
// kinds and behind the same auth (bearer `x-auth`/`Authorization`, or the session cookie).
import {
  favoriteCasinoGameIdsRequest,
  favoriteCasinoGamesAnswer,
  favoritesQuery,
} from '@fairline/shared/wire/favorites';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import type { CasinoFavorites } from './casino-favorites';
import { accepted, answering, FAVORITES_PREFIX } from './favorites.routes';

const TAGS = ['favorites'];
const BASE = `${FAVORITES_PREFIX}/Casino`;

export function casinoFavoritesRoutes(
  app: FastifyInstance,
  deps: { favorites: CasinoFavorites; preHandler: AuthPreHandler },
) {
  const { favorites, preHandler } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: TAGS, querystring: favoritesQuery, response: { 200: favoriteCasinoGamesAnswer } };
  const withIds = { ...schema, body: favoriteCasinoGameIdsRequest };

  r.get(BASE, { preHandler, schema: { ...schema, summary: 'Casino games kept (those offered here)' } }, async (req) =>
    accepted(await favorites.list(req, userOf(req).id)),
  );
  r.post(
    BASE,
    {
      preHandler,
      schema: {
        ...withIds,
        summary: 'Adds casino games (`<provider>:<slug>`)',
        description: 'Refused (ErrorCode 1301, Value.ids) for a game not offered here; 1302 past the limit.',
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      return answering(async () => {
        await favorites.add(req, userId, req.body.ids);
        return favorites.list(req, userId);
      });
    },
  );
  r.delete(BASE, { preHandler, schema: { ...withIds, summary: 'Removes casino games' } }, async (req) => {
    await favorites.remove(userOf(req).id, req.body.ids);
    return accepted(await favorites.list(req, userOf(req).id));
  });
  r.delete(
    `${BASE}/Clear`,
    { preHandler, schema: { ...schema, summary: 'Removes every casino game' } },
    async (req) => {
      await favorites.clear(userOf(req).id);
      return accepted([]);
    },
  );
  r.post(
    `${FAVORITES_PREFIX}/migrate/Casino`,
    {
      preHandler,
      schema: {
        ...withIds,
        summary: 'Merges a guest’s starred casino games without duplicates',
        description: 'Games not offered here are skipped and what would pass the limit is left out; never refused.',
      },
    },
    async (req) => accepted(await favorites.migrate(req, userOf(req).id, req.body.ids)),
  );
}
