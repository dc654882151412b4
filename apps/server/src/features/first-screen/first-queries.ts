// The first answers a page's components ask for, as the web asks for them: the same feed calls
// (apps/web/src/features/feed/feed-api.ts builds them with the shared request rules) under the same
// TanStack Query keys, so the page's cache starts full and nothing is fetched for the first screen.
import { getSportBySlug } from '@fairline/shared/lookups/sports';
import { buildQuery, FEED_DEFAULTS } from '@fairline/shared/request/build-params';
import { chronologyVersion } from '@fairline/shared/wire/chronology-version';
import type { FeedScore } from '@fairline/shared/wire/feed';

type FeedName = 'line' | 'live';

/** The feed parameters every call of a page carries (the web's `FeedContext`). */
export interface FeedContext {
  lng: string;
  country?: number | undefined;
}

/** One feed call to make and the query key its answer seeds. */
export interface FirstQuery {
  key: unknown[];
  url: string;
  /** The web's query function turns a `null` list into `[]`. */
  list: boolean;
}

const FEED_ROOT: Record<FeedName, string> = { line: '/service-api/LineFeed', live: '/service-api/LiveFeed' };

function call(key: unknown[], feed: FeedName, method: string, params: Record<string, unknown>, list = true) {
  const search = new URLSearchParams(buildQuery(params, FEED_DEFAULTS)).toString();
  const url = `${FEED_ROOT[feed]}/${method}${search ? `?${search}` : ''}`;
  return { key, url, list };
}

const topGames = (feed: FeedName, ctx: FeedContext) =>
  call(['sportsbook', 'games', feed, ctx, 'top', []], feed, 'GetTopGamesStatZip', { ...ctx });
const expressDay = (ctx: FeedContext) =>
  call(['sportsbook', 'express-day', ctx], 'line', 'GetExpressDayExtendedZip', { ...ctx });
/** The sports menu beside every betting page: both feeds' sports and the top championships. */
const sportsMenu = (ctx: FeedContext) => [
  call(['sportsbook', 'sports', 'line', ctx], 'line', 'GetSportsShortZip', { ...ctx }),
  call(['sportsbook', 'sports', 'live', ctx], 'live', 'GetSportsShortZip', { ...ctx }),
  call(['sportsbook', 'top-champs', 'line', ctx], 'line', 'WebGetTopChampsZip', { ...ctx }),
];

/** The feed calls of a page path (the segments after the language) that exists. */
export function firstQueries(rest: readonly string[], ctx: FeedContext): FirstQuery[] {
  const [first = '', second, third] = rest;
  if (first === '') return [topGames('live', ctx), topGames('line', ctx), expressDay(ctx)];
  if (first === 'sports') return [...sportsMenu(ctx), topGames('live', ctx), topGames('line', ctx), expressDay(ctx)];
  if (first === 'cyber') return sportsMenu(ctx);
  if (first !== 'line' && first !== 'live') return [];
  if (second === 'game') {
    const id = Number(third);
    if (!Number.isSafeInteger(id) || id <= 0) return sportsMenu(ctx);
    const params = { ...ctx, id, isSubGames: true, GroupEvents: true };
    return [...sportsMenu(ctx), call(['sportsbook', 'game', first, ctx, id], first, 'GetGameZip', params, false)];
  }
  const sport = second ? getSportBySlug(second) : undefined;
  if (second && !sport) return sportsMenu(ctx);
  const champId = Number(third) || undefined;
  const filter = { sports: sport ? [sport.id] : undefined, champs: champId ? [champId] : undefined };
  return [
    ...sportsMenu(ctx),
    call(['sportsbook', 'games', first, ctx, filter], first, 'Get1x2_VZip', { ...ctx, ...filter }),
  ];
}

/**
 * What a page asks for once its first answers are there: a live game's match centre asks for the
 * chronology under a key made from the game's score block (apps/web/src/features/match-tracker/tracker-api.ts).
 */
export function followUpQueries(
  rest: readonly string[],
  ctx: FeedContext,
  answers: readonly { key: unknown[]; data: unknown }[],
): FirstQuery[] {
  const [first, second] = rest;
  if (first !== 'live' || second !== 'game') return [];
  const game = answers.find((a) => a.key[1] === 'game')?.data as { I?: number; SC?: FeedScore } | undefined;
  if (!game?.SC || !game.I) return [];
  const search = new URLSearchParams({ id: String(game.I), lng: ctx.lng }).toString();
  const key = ['match-tracker', 'chrono', game.I, ctx.lng, chronologyVersion(game.SC)];
  return [{ key, url: `/service-api/LiveFeed/GetChronoOfPlay?${search}`, list: false }];
}
