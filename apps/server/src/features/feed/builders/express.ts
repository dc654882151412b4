// Express of the day (line) and live expresses: a few value selections across top games, one leg per
// game, each leg priced 1.30–2.20, built deterministically from the current prices.

import { expressOdds } from '@fairline/shared/coupon/express';
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { odds } from '@fairline/shared/odds/odds1000';
import type { FeedExpress } from '@fairline/shared/wire/feed';
import type { ListFeedQuery } from '@fairline/shared/wire/feed-query';
import type { GameInfo, Outcome } from '../../../trading/types';
import type { CallContext, FeedContext } from '../feed-context';
import { wireGame } from '../wire/game';
import { wireOutcome } from '../wire/outcome';
import { selectGames } from './games';
import { popularityScore } from './popularity';

export const LEG_MIN = 1.3;
export const LEG_MAX = 2.2;
const LEG_TARGET = 1.65;
const LEGS = 4;
export const EXPRESS_COUNT = 5;
/** Groups whose main lines are offered as legs: 1X2, double chance, handicap, total, moneyline, sets. */
const LEG_GROUPS = new Set([1, 8, 2, 17, 101, 1002, 1003]);

/** The leg a game offers: the unblocked main-line price nearest 1.65 within the band, if any. */
export function legOf(g: GameInfo): Outcome | undefined {
  let best: Outcome | undefined;
  for (const o of g.E) {
    if (o.B || !LEG_GROUPS.has(o.G) || o.C < LEG_MIN || o.C > LEG_MAX) continue;
    if (!best || Math.abs(o.C - LEG_TARGET) < Math.abs(best.C - LEG_TARGET)) best = o;
  }
  return best;
}

/** Product of leg odds as the bet slip shows it: rounded down to the thousandth, as the coupon does. */
export function totalOdds(legs: readonly Outcome[]): number {
  return expressOdds(legs.map((o) => odds(o.C)));
}

/**
 * Up to `count` expresses of 4 legs from different games: the most popular games first (the top
 * lists' model, builders/popularity.ts), then kick-off; the same prices always give the same expresses.
 */
export function buildExpresses(ctx: CallContext, games: readonly GameInfo[], count: number): FeedExpress[] {
  const score = (g: GameInfo) =>
    popularityScore(g, ctx.catalog.sports.get(g.sportId), ctx.catalog.champs.get(g.champId), ctx.now);
  const ordered = games
    .flatMap((g) => {
      const leg = legOf(g);
      return leg ? [{ g, leg, score: score(g) }] : [];
    })
    .sort((a, b) => b.score - a.score || a.g.start - b.g.start || a.g.constId - b.g.constId);
  const out: FeedExpress[] = [];
  for (let i = 0; i + LEGS <= ordered.length && out.length < count; i += LEGS) {
    const picks = ordered.slice(i, i + LEGS).sort((a, b) => a.g.start - b.g.start || a.g.constId - b.g.constId);
    const total = totalOdds(picks.map((p) => p.leg));
    out.push({
      I: out.length + 1,
      CF: total,
      ...(ctx.wire.cfview !== 0 ? { CV: formatOdds(total, ctx.wire.cfview as OddsFormat) } : {}),
      G: picks.map((p) => ({ ...wireGame(p.g, ctx.wire), E: [wireOutcome(p.leg, ctx.wire.cfview)] })),
    });
  }
  return out;
}

/** The cyber sports among the asked ones (all cyber sports when none is asked). */
export function cyberSports(ctx: FeedContext, sports: readonly number[]): number[] {
  return [...ctx.catalog.sports.values()]
    .filter((s) => s.isCyber && (sports.length === 0 || sports.includes(s.id)))
    .map((s) => s.id);
}

/** Expresses from the cyber sports only (none when the asked sports hold no cyber sport). */
export function cyberExpresses(call: CallContext, q: ListFeedQuery): FeedExpress[] {
  const sports = cyberSports(call, q.sports);
  return sports.length === 0 ? [] : buildExpresses(call, selectGames(call, { ...q, sports }), q.count ?? EXPRESS_COUNT);
}
