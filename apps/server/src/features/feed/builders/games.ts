// Choosing and ordering the games of a list call.
import type { FeedGame } from '@fairline/shared/wire/feed';
import type { GameFilter } from '../../../trading/provider';
import type { GameInfo } from '../../../trading/types';
import { type CallContext, isExcluded } from '../feed-context';
import { wireGame } from '../wire/game';
import { champPopularity } from './champs';
import { popularityScore, rankTop } from './popularity';

export interface GameSelection {
  sports?: readonly number[];
  champs?: readonly number[];
  teams?: readonly number[];
  /** Top championships only (tier 1); the list calls answer `top` with `topGames` instead. */
  top?: boolean;
  /** With `country`: only championships of that (site) country. */
  countryOnly?: boolean;
  country?: number | undefined;
  /** Line horizon, ms. */
  tf?: number | undefined;
  /** Kick-off window, unix seconds. */
  tsFrom?: number | undefined;
  tsTo?: number | undefined;
}

const nonEmpty = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids : undefined);

/** The games of the call's feed that pass the selection, by kick-off then const id. */
export function selectGames(ctx: CallContext, sel: GameSelection): GameInfo[] {
  const filter: GameFilter = { kind: ctx.feed };
  const sportIds = nonEmpty(sel.sports);
  const champIds = nonEmpty(sel.champs);
  const teamIds = nonEmpty(sel.teams);
  if (sportIds) filter.sportIds = sportIds;
  if (champIds) filter.champIds = champIds;
  if (teamIds) filter.teamIds = teamIds;
  if (sel.tf) filter.windowMs = sel.tf;
  const from = sel.tsFrom ? sel.tsFrom * 1000 : -Infinity;
  const to = sel.tsTo ? sel.tsTo * 1000 : Infinity;
  return ctx.engine.listGames(ctx.now, filter).filter((g) => {
    if (g.start < from || g.start > to) return false;
    if (isExcluded(ctx, g.sportId)) return false;
    const champ = ctx.catalog.champs.get(g.champId);
    if (sel.top && champ?.tier !== 1) return false;
    if (sel.countryOnly && sel.country && ctx.catalog.country(g.countryId).id !== sel.country) return false;
    return true;
  });
}

/** Top games: the games of the selection ranked by the popularity model (builders/popularity.ts), best first. */
export function topGames(ctx: CallContext, sel: GameSelection, count: number): GameInfo[] {
  const score = (g: GameInfo) =>
    popularityScore(g, ctx.catalog.sports.get(g.sportId), ctx.catalog.champs.get(g.champId), ctx.now);
  return rankTop(selectGames(ctx, { ...sel, top: false }), score, count);
}

/**
 * A list's games grouped by championship, the championships in order of popularity (sport ×
 * league rank, then id), each championship's games kept in kick-off order. Which games are listed
 * is chosen before (the `count` soonest); this only orders them, so a list grouped by championship
 * opens with the Premier League, not with whichever cyber league kicks off first.
 */
export function byChampionship(ctx: CallContext, games: readonly GameInfo[]): GameInfo[] {
  const weight = new Map<number, number>();
  for (const g of games) if (!weight.has(g.champId)) weight.set(g.champId, champPopularity(ctx, g.champId));
  return [...games].sort(
    (a, b) => (weight.get(b.champId) ?? 0) - (weight.get(a.champId) ?? 0) || a.champId - b.champId,
  );
}

export function wireGames(ctx: CallContext, games: readonly GameInfo[]): FeedGame[] {
  return games.map((g) => wireGame(g, ctx.wire));
}

/** Does the game belong to the call's feed now (live covers started games not yet settled)? */
export function inFeed(ctx: CallContext, g: GameInfo): boolean {
  return ctx.feed === 'line' ? g.phase === 'line' : g.phase === 'live';
}
