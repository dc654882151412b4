// Global championships. A global championship is a championship's identity that stays the same
// across seasons and both feeds; our championship ids already have that property, so the global id
// (`GLI`) equals the championship id (`LI`). Calls take `gli` (or `champs`) as a list of them.
import { feedChamp, feedGame, feedSportCount } from '@fairline/shared/wire/feed';
import { globalChampQuery } from '@fairline/shared/wire/feed-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { champList } from '../builders/champs';
import { selectGames, wireGames } from '../builders/games';
import type { CallContext, FeedContext } from '../feed-context';
import { dep, type FeedName, listDeps } from '../feed-versions';
import { nameIn } from '../wire/lang';
import { cachedCall } from './cached-route';

const BOTH = ['line', 'live'] as const;

interface GlobalQuery {
  gli: number[];
  champs: number[];
  sports: number[];
}

const champsOf = (q: GlobalQuery) => [...new Set([...q.gli, ...q.champs])];

function depsOf(ctx: FeedContext, q: GlobalQuery, feed: FeedName): string[] {
  const sports = champsOf(q).flatMap((id) => {
    const c = ctx.catalog.champs.get(id);
    return c ? [c.sportId] : [];
  });
  return sports.length > 0 ? listDeps(feed, [...new Set(sports)]) : [dep.feed(feed)];
}

function gamesOf(call: CallContext, q: GlobalQuery & { count?: number | undefined }, teams: number[] = []) {
  const champs = champsOf(q);
  if (champs.length === 0) return [];
  return selectGames(call, { ...q, champs, teams }).slice(0, q.count ?? 50);
}

export function globalChampRoutes(app: FastifyInstance, ctx: FeedContext) {
  cachedCall(app, ctx, {
    name: 'SportsByGlobalChamp',
    feeds: BOTH,
    schema: globalChampQuery,
    answer: z.array(feedSportCount),
    summary: 'Sports of global championships (gli=1,2) with game counts',
    deps: (q, feed, c) => depsOf(c, q, feed),
    build: (call, q) => {
      const games = selectGames(call, { champs: champsOf(q) });
      const sports = [...new Set(champsOf(q).map((id) => call.catalog.champs.get(id)?.sportId ?? 0))].filter((s) => s);
      return sports.map((id) => ({
        I: id,
        N: nameIn(call.catalog.sportNames(id), call.wire.lang),
        C: games.filter((g) => g.sportId === id).length,
      }));
    },
  });
  cachedCall(app, ctx, {
    name: 'ChampsByGlobalChamp',
    feeds: BOTH,
    schema: globalChampQuery,
    answer: z.array(feedChamp),
    summary: 'Championships of global championships',
    deps: (q, feed, c) => depsOf(c, q, feed),
    build: (call, q) =>
      champsOf(q).length === 0
        ? []
        : champList(call, selectGames(call, { champs: champsOf(q) }), {
            sports: [],
            champs: champsOf(q),
            getEmpty: true,
          }),
  });
  for (const name of ['GamesByGlobalChamp', 'GlobalChamp1x2']) {
    cachedCall(app, ctx, {
      name,
      feeds: BOTH,
      schema: globalChampQuery,
      answer: z.array(feedGame),
      summary: 'Games of global championships with their main outcomes',
      deps: (q, feed, c) => depsOf(c, q, feed),
      build: (call, q) => wireGames(call, gamesOf(call, q)),
    });
  }
  cachedCall(app, ctx, {
    name: 'GamesByTeamGlobalChamp',
    feeds: BOTH,
    schema: globalChampQuery,
    answer: z.array(feedGame),
    summary: 'Games of teams (teams=…) within global championships',
    deps: (q, feed, c) => depsOf(c, q, feed),
    build: (call, q) => (q.teams.length === 0 ? [] : wireGames(call, gamesOf(call, q, q.teams))),
  });
}
