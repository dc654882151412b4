import type { GameStatus } from '@fairline/shared/enums/game-status';
import { SEARCH_MAX } from '@fairline/shared/enums/limits';
import { FEED_DEFAULTS } from '@fairline/shared/request/build-params';
import type { FeedChamp, FeedExpress, FeedGame, FeedGamePage, FeedSport } from '@fairline/shared/wire/feed';
import { queryOptions } from '@tanstack/react-query';
import type { ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';

export type Feed = 'line' | 'live';

// Feed answers are typed by the shared wire contract and not parsed: they are large, come from our own
// server, and parsing every list on a phone would cost more than it catches (the contract tests check
// the server's answers). Live changes, which patch these, are parsed (live/live-items.ts).

/** Set by a live `status` change: the game's status is not part of the wire game. */
interface LiveStatus {
  status?: GameStatus;
}

/** A game as the sportsbook caches it: the wire game and the status a live change set on it. */
export type Game = FeedGame & LiveStatus;

/** A game page (`GetGameZip`) as cached, with the status a live change set on it. */
export type GameDetails = FeedGamePage & LiveStatus;

/** Parameters every feed call carries: the page language and the visitor's country. */
export interface FeedContext {
  lng: string;
  country?: number;
}

export interface GamesFilter {
  sports?: readonly number[];
  champs?: readonly number[];
  count?: number;
}

const FEED_ROOT: Record<Feed, string> = { line: '/service-api/LineFeed', live: '/service-api/LiveFeed' };

/** Live lists refresh over the socket; polling is the fallback that keeps a stalled socket honest. */
const LIVE_STALE_MS = 15_000;
const LINE_STALE_MS = 60_000;

/** Calls a feed and unwraps the envelope; `Success: false` is raised by the client as an error. */
export async function feedGet<T>(
  feed: Feed,
  method: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const envelope = await http.requestOrThrow<ServiceEnvelope<T>>({
    url: `${FEED_ROOT[feed]}/${method}`,
    params,
    defaults: FEED_DEFAULTS,
    signal,
  });
  return envelope.Value;
}

const staleTime = (feed: Feed) => (feed === 'live' ? LIVE_STALE_MS : LINE_STALE_MS);

/** Query keys; the live-update hook walks these prefixes to patch cached games. */
export const feedKeys = {
  all: ['sportsbook'] as const,
  games: (feed: Feed) => ['sportsbook', 'games', feed] as const,
  game: (feed: Feed) => ['sportsbook', 'game', feed] as const,
};

export const gamesQuery = (feed: Feed, ctx: FeedContext, filter: GamesFilter = {}) =>
  queryOptions({
    queryKey: [...feedKeys.games(feed), ctx, filter],
    queryFn: async () =>
      (await feedGet<Game[] | null>(feed, 'Get1x2_VZip', { ...ctx, ...filter, sports: filter.sports?.slice() })) ?? [],
    staleTime: staleTime(feed),
    refetchInterval: feed === 'live' ? LIVE_STALE_MS : false,
  });

/** The server's top games (ranked by its popularity model), of some sports only when given (the cyber pages). */
export const topGamesQuery = (feed: Feed, ctx: FeedContext, sports?: readonly number[]) =>
  queryOptions({
    queryKey: [...feedKeys.games(feed), ctx, 'top', sports ?? []],
    queryFn: async () =>
      (await feedGet<Game[] | null>(feed, 'GetTopGamesStatZip', { ...ctx, sports: sports?.slice() })) ?? [],
    staleTime: staleTime(feed),
  });

export const sportsQuery = (feed: Feed, ctx: FeedContext) =>
  queryOptions({
    queryKey: ['sportsbook', 'sports', feed, ctx],
    queryFn: async () => (await feedGet<FeedSport[] | null>(feed, 'GetSportsShortZip', { ...ctx })) ?? [],
    staleTime: staleTime(feed),
  });

export const champsQuery = (feed: Feed, ctx: FeedContext, sportId: number) =>
  queryOptions({
    queryKey: ['sportsbook', 'champs', feed, ctx, sportId],
    queryFn: async () => (await feedGet<FeedChamp[] | null>(feed, 'GetChampsZip', { ...ctx, sport: sportId })) ?? [],
    staleTime: staleTime(feed),
  });

export const topChampsQuery = (feed: Feed, ctx: FeedContext) =>
  queryOptions({
    queryKey: ['sportsbook', 'top-champs', feed, ctx],
    queryFn: async () => (await feedGet<FeedChamp[] | null>(feed, 'WebGetTopChampsZip', { ...ctx })) ?? [],
    staleTime: LINE_STALE_MS,
  });

export const gameQuery = (feed: Feed, ctx: FeedContext, gameId: number) =>
  queryOptions({
    queryKey: [...feedKeys.game(feed), ctx, gameId],
    queryFn: () =>
      feedGet<GameDetails>(feed, 'GetGameZip', { ...ctx, id: gameId, isSubGames: true, GroupEvents: true }),
    staleTime: staleTime(feed),
    refetchInterval: feed === 'live' ? LIVE_STALE_MS : false,
  });

export const expressDayQuery = (ctx: FeedContext) =>
  queryOptions({
    queryKey: ['sportsbook', 'express-day', ctx],
    queryFn: async () => (await feedGet<FeedExpress[] | null>('line', 'GetExpressDayExtendedZip', { ...ctx })) ?? [],
    staleTime: LINE_STALE_MS,
  });

/** Results shown in the search dropdown. */
export const SEARCH_LIMIT = 20;

export const searchQuery = (feed: Feed, ctx: FeedContext, text: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'search', feed, ctx, text],
    queryFn: async ({ signal }) =>
      (await feedGet<Game[] | null>(
        feed,
        'Web_SearchZip',
        { ...ctx, text: text.slice(0, SEARCH_MAX), limit: SEARCH_LIMIT, strict: false },
        signal,
      )) ?? [],
    enabled: text.trim().length >= 2,
    staleTime: 30_000,
  });
