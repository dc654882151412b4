import type { OddsChange } from '@fairline/shared/wire/feed-changes';
import type { QueryClient } from '@tanstack/react-query';
import { useCouponStore } from '../../coupon';
import { type Feed, feedKeys, type Game, type GameDetails } from '../../feed';
import { fullScore } from '../games/live-clock';
import { type LiveItem, mergeColumns, mergeOutcomes } from './live-items';

/** A goal (or point) worth announcing: the game and its new score. */
export interface ScoreChange {
  gameId: number;
  team1: string;
  team2: string;
  s1: number;
  s2: number;
}

type GamePatch = (game: Game) => Game;

function patchGame(item: LiveItem): GamePatch | null {
  switch (item.t) {
    case 'odds':
      return (g) => ({ ...g, E: mergeOutcomes(g.E, item.e), ...patchGroups(g, item.e) });
    case 'score':
      // A pushed score is the whole block with empty keys left off: merging would keep a break or
      // info text that has ended, so it replaces the cached one.
      return (g) => ({ ...g, SC: item.sc });
    case 'status':
      return (g) => ({ ...g, status: item.status });
    default:
      return null;
  }
}

function patchGroups(game: Game, changes: readonly OddsChange[]) {
  const details = game as GameDetails;
  if (!details.GE) return {};
  return { GE: details.GE.map((group) => ({ ...group, E: mergeColumns(group.E, changes) })) };
}

const gameIdOf = (item: LiveItem) => (item.t === 'game+' ? item.game.I : item.gameId);

/** Whether a game added live belongs in a cached list of this feed and filter. */
function listAccepts(key: readonly unknown[], game: Game): boolean {
  const filter = key[4];
  if (typeof filter !== 'object' || filter === null) return false;
  const { sports, champs } = filter as { sports?: number[]; champs?: number[] };
  if (sports?.length && !sports.includes(game.SI)) return false;
  return !(champs?.length && !champs.includes(game.LI ?? 0));
}

/** A pushed game comes named in Russian (with English beside): a list keeps its own language (`lng`, English otherwise). */
function inListLanguage(key: readonly unknown[], game: Game): Game {
  const lng = (key[3] as { lng?: unknown } | undefined)?.lng;
  const ru = typeof lng === 'string' && lng.toLowerCase().startsWith('ru');
  const pick = (r: string | undefined, e: string | undefined) => (ru ? r : e);
  return {
    ...game,
    O1: pick(game.O1R, game.O1E) ?? game.O1,
    O2: pick(game.O2R, game.O2E) ?? game.O2,
    L: pick(game.LR, game.LE) ?? game.L,
    SN: pick(game.SR, game.SE) ?? game.SN,
  };
}

function applyToLists(client: QueryClient, feed: Feed, item: LiveItem) {
  const patch = patchGame(item);
  for (const [key, games] of client.getQueriesData<Game[]>({ queryKey: feedKeys.games(feed) })) {
    if (!games) continue;
    let next: Game[] = games;
    if (item.t === 'game-') next = games.filter((g) => g.I !== item.gameId);
    else if (item.t === 'game+') {
      const isLive = item.game.SC !== undefined;
      if ((feed === 'live') === isLive && !games.some((g) => g.I === item.game.I) && listAccepts(key, item.game)) {
        next = [...games, inListLanguage(key, item.game)];
      }
    } else if (patch && games.some((g) => g.I === item.gameId)) {
      next = games.map((g) => (g.I === item.gameId ? patch(g) : g));
    }
    if (next !== games) client.setQueryData(key, next);
  }
}

function applyToGamePages(client: QueryClient, feed: Feed, item: LiveItem) {
  const patch = patchGame(item);
  if (!patch) return;
  for (const [key, game] of client.getQueriesData<GameDetails>({ queryKey: feedKeys.game(feed) })) {
    if (game?.I === gameIdOf(item)) client.setQueryData(key, patch(game));
  }
}

function findGame(client: QueryClient, gameId: number): Game | undefined {
  for (const feed of ['live', 'line'] as const) {
    for (const prefix of [feedKeys.games(feed), feedKeys.game(feed)]) {
      for (const [, data] of client.getQueriesData<Game[] | GameDetails>({ queryKey: prefix })) {
        const found = Array.isArray(data) ? data.find((g) => g.I === gameId) : data?.I === gameId ? data : undefined;
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * Applies a live batch to every cached list and game page so prices, scores and statuses move
 * without a reload, re-prices the coupon, and returns the score changes to announce.
 */
export function applyLiveItems(client: QueryClient, items: readonly LiveItem[]): ScoreChange[] {
  const changes: ScoreChange[] = [];
  const coupon = useCouponStore.getState();
  for (const item of items) {
    if (item.t === 'score') {
      const before = findGame(client, item.gameId);
      const [b1, b2] = fullScore(before?.SC);
      const [s1, s2] = fullScore({ ...before?.SC, ...item.sc });
      if (before && (b1 !== s1 || b2 !== s2)) {
        changes.push({ gameId: item.gameId, team1: before.O1 ?? '', team2: before.O2 ?? '', s1, s2 });
      }
    }
    for (const feed of ['line', 'live'] as const) {
      applyToLists(client, feed, item);
      applyToGamePages(client, feed, item);
    }
    if (item.t === 'odds') coupon.applyPrices(item.gameId, item.e);
    if (item.t === 'status') coupon.setGameBlocked(item.gameId, item.status !== 1);
  }
  return changes;
}
