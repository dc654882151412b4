// The ten favourites calls of the spec under /service-api/favorites/v1/ (ADR 0035), behind the auth
// header (bearer `x-auth`/`Authorization`, or the session cookie, as every Secure call).
import {
  type FavoriteGame,
  type FavoriteNamed,
  favoriteGamesAnswer,
  favoriteIdsRequest,
  favoriteNamedAnswer,
  favoritesAnswer,
  favoritesQuery,
} from '@fairline/shared/wire/favorites';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { langOf } from '../feed/feed.service';
import { FavoriteRefusal, type Favorites, type NamedKind } from './favorites.service';

export const FAVORITES_PREFIX = '/service-api/favorites/v1';
const TAGS = ['favorites'];

/** A favourites call's answer in the service envelope. */
export const accepted = <V>(Value: V) => ({
  Success: true as const,
  Error: '' as const,
  ErrorCode: 0 as const,
  Guid: '',
  Id: 0,
  Value,
});

/** Runs a change; a refusal answers `Success: false` with the ids it is about. */
export async function answering<V>(run: () => Promise<V>) {
  try {
    return accepted(await run());
  } catch (err) {
    if (!(err instanceof FavoriteRefusal)) throw err;
    return {
      Success: false as const,
      Error: err.message,
      ErrorCode: err.code,
      Guid: '' as const,
      Id: 0 as const,
      Value: err.ids ? { ids: err.ids } : null,
    };
  }
}

export function favoritesRoutes(app: FastifyInstance, deps: { favorites: Favorites; preHandler: AuthPreHandler }) {
  const { favorites, preHandler } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const querystring = favoritesQuery;

  r.get(
    `${FAVORITES_PREFIX}/Favorite`,
    { preHandler, schema: { tags: TAGS, summary: 'All three lists', querystring, response: { 200: favoritesAnswer } } },
    async (req) => accepted(await favorites.all(userOf(req).id, langOf(req.query.lng))),
  );

  const gamesOf = (userId: number, lng: string | undefined): Promise<FavoriteGame[]> =>
    favorites.games(userId, langOf(lng));
  const gameRoute = { preHandler, schema: { tags: TAGS, querystring, response: { 200: favoriteGamesAnswer } } };
  const gameBody = { ...gameRoute.schema, body: favoriteIdsRequest };

  r.get(
    `${FAVORITES_PREFIX}/Favorite/Games`,
    { ...gameRoute, schema: { ...gameRoute.schema, summary: 'Games kept (finished ones drop out)' } },
    async (req) => accepted(await gamesOf(userOf(req).id, req.query.lng)),
  );
  r.post(
    `${FAVORITES_PREFIX}/Favorite/Games`,
    {
      preHandler,
      schema: {
        ...gameBody,
        summary: 'Adds games (line or live ids)',
        description: `Refused (ErrorCode 1301, Value.ids) when an id is unknown or finished; 1302 past the limit.`,
      },
    },
    async (req) =>
      answering(async () => {
        await favorites.add(userOf(req).id, 'game', req.body.ids);
        return gamesOf(userOf(req).id, req.query.lng);
      }),
  );
  r.delete(
    `${FAVORITES_PREFIX}/Favorite/Games`,
    { preHandler, schema: { ...gameBody, summary: 'Removes games' } },
    async (req) => {
      await favorites.remove(userOf(req).id, 'game', req.body.ids);
      return accepted(await gamesOf(userOf(req).id, req.query.lng));
    },
  );
  r.delete(
    `${FAVORITES_PREFIX}/Games/Clear`,
    { ...gameRoute, schema: { ...gameRoute.schema, summary: 'Removes every game' } },
    async (req) => {
      await favorites.clear(userOf(req).id, 'game');
      return accepted([]);
    },
  );
  r.post(
    `${FAVORITES_PREFIX}/migrate/Games`,
    {
      preHandler,
      schema: {
        ...gameBody,
        summary: 'Merges a guest’s pending games without duplicates',
        description: 'Unknown or finished ids are skipped and what would pass the limit is left out; never refused.',
      },
    },
    async (req) => accepted(await favorites.migrateGames(userOf(req).id, req.body.ids, langOf(req.query.lng))),
  );

  namedRoutes('Championships', 'champ');
  namedRoutes('Teams', 'team');

  function namedRoutes(segment: 'Championships' | 'Teams', kind: NamedKind) {
    const base = `${FAVORITES_PREFIX}/${segment}`;
    const schema = { tags: TAGS, querystring, response: { 200: favoriteNamedAnswer } };
    const list = (userId: number, lng: string | undefined): Promise<FavoriteNamed[]> =>
      favorites.named(userId, kind, langOf(lng));
    r.get(base, { preHandler, schema: { ...schema, summary: `${segment} kept` } }, async (req) =>
      accepted(await list(userOf(req).id, req.query.lng)),
    );
    r.post(
      base,
      { preHandler, schema: { ...schema, body: favoriteIdsRequest, summary: `Adds ${segment.toLowerCase()}` } },
      async (req) =>
        answering(async () => {
          await favorites.add(userOf(req).id, kind, req.body.ids);
          return list(userOf(req).id, req.query.lng);
        }),
    );
    r.delete(
      base,
      { preHandler, schema: { ...schema, body: favoriteIdsRequest, summary: `Removes ${segment.toLowerCase()}` } },
      async (req) => {
        await favorites.remove(userOf(req).id, kind, req.body.ids);
        return accepted(await list(userOf(req).id, req.query.lng));
      },
    );
    r.delete(
      `${base}/Clear`,
      { preHandler, schema: { ...schema, summary: `Removes every one of ${segment}` } },
      async (req) => {
        await favorites.clear(userOf(req).id, kind);
        return accepted([]);
      },
    );
  }
}
