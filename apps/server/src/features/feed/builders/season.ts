// Finished games of a championship's season, read back from the engine game by game. The engine's
// resultsBetween walks every championship in a window (seconds for a season), so we address the
// season's fixtures directly by const id instead and memoise per (champ, season, results version).
import { constIdOf, keyOf } from '../../../trading/schedule/ids';
import type { GameInfo } from '../../../trading/types';
import type { FeedContext } from '../feed-context';
import { dep } from '../feed-versions';
import { Lru } from '../lru';

export interface SeasonGame {
  gameId: number;
  constId: number;
  roundInSeason: number;
  start: number;
  homeId: number;
  awayId: number;
  s1: number;
  s2: number;
}

export interface Season {
  champId: number;
  season: number;
  games: SeasonGame[];
}

interface SeasonFrame {
  season: number;
  /** Absolute round where the season starts. */
  firstRound: number;
  rounds: number;
  matches: number;
}

const memo = new WeakMap<FeedContext, Lru<string, Season>>();

/** The current season of a championship, from one of its listed games. */
function currentFrame(ctx: FeedContext, champId: number, now: number): SeasonFrame | undefined {
  const champ = ctx.catalog.champs.get(champId);
  const ref: GameInfo | undefined = ctx.engine.listGames(now, { champIds: [champId] })[0];
  if (!champ || !ref) return undefined;
  const teams = champ.teamIds.length;
  const key = keyOf(ref.constId);
  return {
    season: ref.season,
    firstRound: key.round - (ref.round - 1),
    rounds: 2 * (teams - 1),
    matches: Math.floor(teams / 2),
  };
}

function readSeason(ctx: FeedContext, champId: number, frame: SeasonFrame, now: number): Season {
  const games: SeasonGame[] = [];
  for (let r = 0; r < frame.rounds; r++) {
    let any = false;
    for (let m = 0; m < frame.matches; m++) {
      const constId = constIdOf({ round: frame.firstRound + r, champId, match: m });
      const g = ctx.engine.getGame(constId, now);
      if (!g) continue;
      any = true;
      if (g.phase !== 'finished' || !g.SC) continue;
      games.push({
        gameId: g.id,
        constId,
        roundInSeason: r + 1,
        start: g.start,
        homeId: g.home.id,
        awayId: g.away.id,
        s1: g.SC.FS.S1,
        s2: g.SC.FS.S2,
      });
    }
    if (!any) break;
  }
  return { champId, season: frame.season, games };
}

/** Finished games of a season (`back` seasons before the current one), oldest first. */
export function seasonOf(ctx: FeedContext, champId: number, back = 0): Season | undefined {
  const now = ctx.snapshot.now();
  const frame = currentFrame(ctx, champId, now);
  if (!frame || frame.season - back < 0) return undefined;
  const target = { ...frame, season: frame.season - back, firstRound: frame.firstRound - back * frame.rounds };
  let cache = memo.get(ctx);
  if (!cache) {
    cache = new Lru(200);
    memo.set(ctx, cache);
  }
  const key = `${champId}:${target.season}:${ctx.snapshot.versions.stamp([dep.champResults(champId)])}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const season = readSeason(ctx, champId, target, now);
  cache.set(key, season);
  return season;
}
