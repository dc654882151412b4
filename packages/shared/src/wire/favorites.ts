// Wire payloads of the favourites calls under /service-api/favorites/v1/ (issue 23, section 1; ADR 0035).
// The spec names the calls but not their shapes: answers use the service-api envelope, lists use the
// feed's capitalised field names, and request bodies the spec's camelCase (POST/DELETE send a body).
import { z } from 'zod';
import { casinoGameId } from './casino-lobby';
import { serviceAnswer } from './service-envelope';

/** At most this many favourites of each kind per player (the server refuses more, the client stops earlier). */
export const FavoriteLimits = { games: 200, championships: 100, teams: 100, casinoGames: 200 } as const;

/** The kinds of favourites, as their path segments. */
export const FAVORITE_KINDS = ['Games', 'Championships', 'Teams'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** Refusal codes of the favourites calls (`ErrorCode` of a `Success: false` answer). */
export const FavoriteErrorCode = {
  /** An id the feed does not know (or a game that already finished). */
  UnknownId: 1301,
  /** The list would hold more than its limit. */
  LimitReached: 1302,
} as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Body of POST and DELETE on a list, and of POST migrate/Games: ids, duplicates dropped. */
export const favoriteIdsRequest = z.object({
  ids: z
    .array(id)
    .min(1)
    .max(FavoriteLimits.games)
    .transform((ids) => [...new Set(ids)])
    .describe('Game ids (line or live), championship ids or team ids'),
});
export type FavoriteIdsRequest = z.input<typeof favoriteIdsRequest>;

/** Query of the GET calls: the language names come in. */
export const favoritesQuery = z.object({ lng: z.string().max(10).optional() });

/** A favourite game: its line id (stored), live id, and what a list needs before the feed answers. */
export const favoriteGame = z.object({
  Id: id.describe('The line id (GetFavoritesZip games=… answers the live game once it went live)'),
  LiveId: id,
  ConstId: id.describe('The same in line and live (the feed’s CI): how a list row knows it is starred'),
  SportId: z.number().int(),
  ChampId: z.number().int(),
  Start: z.number().int().describe('Kick-off, unix seconds'),
  IsLive: z.boolean(),
  Home: z.string(),
  Away: z.string(),
});
export type FavoriteGame = z.infer<typeof favoriteGame>;

/** A favourite championship or team, named in the requested language. */
export const favoriteNamed = z.object({ Id: id, SportId: z.number().int(), Name: z.string() });
export type FavoriteNamed = z.infer<typeof favoriteNamed>;

/** Everything a player keeps (GET Favorite). */
export const favoriteLists = z.object({
  Games: z.array(favoriteGame),
  Championships: z.array(favoriteNamed),
  Teams: z.array(favoriteNamed),
});
export type FavoriteLists = z.infer<typeof favoriteLists>;

const errorCode = z.union([z.literal(FavoriteErrorCode.UnknownId), z.literal(FavoriteErrorCode.LimitReached)]);
const refusedIds = z.object({ ids: z.array(z.number().int()) }).nullable();

/** GET Favorite. */
export const favoritesAnswer = serviceAnswer(favoriteLists, errorCode, refusedIds);
/** The calls on Games (GET, POST, DELETE, Clear, migrate): the games list after the change. */
export const favoriteGamesAnswer = serviceAnswer(z.array(favoriteGame), errorCode, refusedIds);
/** The calls on Championships and Teams: the list after the change. */
export const favoriteNamedAnswer = serviceAnswer(z.array(favoriteNamed), errorCode, refusedIds);
export type FavoritesAnswer = z.infer<typeof favoritesAnswer>;
export type FavoriteGamesAnswer = z.infer<typeof favoriteGamesAnswer>;
export type FavoriteNamedAnswer = z.infer<typeof favoriteNamedAnswer>;

/** Body of POST and DELETE on Casino and of POST migrate/Casino: lobby game ids. */
export const favoriteCasinoGameIdsRequest = z.object({
  ids: z
    .array(casinoGameId)
    .min(1)
    .max(FavoriteLimits.casinoGames)
    .transform((ids) => [...new Set(ids)])
    .describe('Casino game ids, `<provider>:<slug>` (the lobby’s)'),
});
export type FavoriteCasinoGameIdsRequest = z.input<typeof favoriteCasinoGameIdsRequest>;

/** The calls on Casino: the ids of the casino games kept that the brand offers here, in the order added. */
export const favoriteCasinoGamesAnswer = serviceAnswer(
  z.array(casinoGameId),
  errorCode,
  z.object({ ids: z.array(z.string()) }).nullable(),
);
export type FavoriteCasinoGamesAnswer = z.infer<typeof favoriteCasinoGamesAnswer>;
