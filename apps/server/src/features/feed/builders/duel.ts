// Duels: "which side scores more", each side one or more teams scoring in their own next games.
// A team's expected goals come from its team-total market in its next line game (de-margined
// over/under on the half lines, inverted through Poisson); a side's goals are the sum (Poisson
// again). Priced 3-way (1X2: G 1, T 1/2/3) and 2-way draw-no-bet (G 101, T 401/402) with a margin.
import { isBelowMinimumOdds, toPriceGrid } from '@fairline/shared/odds/price-grid';
import type { Duel, DuelPlayer } from '@fairline/shared/wire/feed-extras';
import { AppError } from '../../../errors';
import type { GameInfo } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { compact } from '../wire/compact';
import { nameIn } from '../wire/lang';
import { wireOutcome } from '../wire/outcome';
import { compareProbabilities, lambdaForOver } from './poisson';

export const DUEL_MARGIN = 0.07;
const MAX_SIDE = 5;

/** The next line game of every team of the goal sports. */
export function nextGames(ctx: CallContext, sports: readonly number[]): Map<number, GameInfo> {
  const goalSports = [...ctx.catalog.sports.values()]
    .filter((s) => s.family === 'goals' && (sports.length === 0 || sports.includes(s.id)))
    .map((s) => s.id);
  const next = new Map<number, GameInfo>();
  if (goalSports.length === 0) return next;
  for (const g of ctx.engine.listGames(ctx.now, { kind: 'line', sportIds: goalSports })) {
    if (!next.has(g.home.id)) next.set(g.home.id, g);
    if (!next.has(g.away.id)) next.set(g.away.id, g);
  }
  return next;
}

/** `GetAvailablePlayersForDuel`: teams that can take part, with their next game. */
export function availableForDuel(ctx: CallContext, sports: readonly number[], count: number): DuelPlayer[] {
  return [...nextGames(ctx, sports)]
    .sort((a, b) => a[1].start - b[1].start || a[0] - b[0])
    .slice(0, count)
    .map(([teamId, g]) => {
      const team = g.home.id === teamId ? g.home : g.away;
      return compact<DuelPlayer>({
        I: teamId,
        N: nameIn(team.name, ctx.wire.lang),
        SI: g.sportId,
        LI: g.champId,
        L: nameIn(ctx.catalog.champNames(g.champId), ctx.wire.lang),
        GI: g.id,
        S: Math.floor(g.start / 1000),
      });
    });
}

/** Expected goals of a team in a game, from its team-total market. */
export function expectedGoals(ctx: CallContext, g: GameInfo, teamId: number): number | undefined {
  const G = g.home.id === teamId ? 15 : 62;
  const outcomes = ctx.engine.getGameMarkets(g.id, ctx.now)?.groups.find((x) => x.G === G)?.outcomes ?? [];
  const lambdas: number[] = [];
  for (const over of outcomes) {
    const line = over.P ?? 0;
    if (over.T % 2 === 0 || Math.abs((line % 1) - 0.5) > 1e-9) continue;
    const under = outcomes.find((o) => o.T === over.T + 1 && o.P === over.P);
    if (!under) continue;
    const pOver = 1 / over.C / (1 / over.C + 1 / under.C);
    lambdas.push(lambdaForOver(line, pOver));
  }
  return lambdas.length > 0 ? lambdas.reduce((s, x) => s + x, 0) / lambdas.length : undefined;
}

const duelRefused = (message: string) => new AppError('BUSINESS', message);

// On the site's price ladder like every other published price (ADR 0014).
const price = (p: number, margin: number) => toPriceGrid(1 / (p * (1 + margin)));

/** `BuildDuel`: prices one side's goals against the other's. */
export function buildDuel(ctx: CallContext, team1Ids: readonly number[], team2Ids: readonly number[]): Duel {
  const sides = [team1Ids, team2Ids];
  if (sides.some((s) => s.length === 0 || s.length > MAX_SIDE))
    throw duelRefused(`Each side needs 1 to ${MAX_SIDE} teams`);
  const next = nextGames(ctx, []);
  const games = sides.map((side) =>
    side.map((id) => {
      const g = next.get(id);
      if (!g) throw duelRefused(`Team ${id} is not available for a duel`);
      return g;
    }),
  );
  const all = games.flat();
  if (new Set([...team1Ids, ...team2Ids]).size !== team1Ids.length + team2Ids.length) {
    throw duelRefused('A team cannot be on both sides');
  }
  if (new Set(all.map((g) => g.sportId)).size > 1) throw duelRefused('Duel teams must be of one sport');
  const ids1 = new Set((games[0] ?? []).map((g) => g.constId));
  if ((games[1] ?? []).some((g) => ids1.has(g.constId))) throw duelRefused('The two sides must play different games');
  const lambdas = sides.map((side, i) =>
    side.reduce((sum, id, k) => {
      const g = games[i]?.[k];
      const x = g && expectedGoals(ctx, g, id);
      if (x === undefined) throw duelRefused(`Team ${id} is not available for a duel`);
      return sum + x;
    }, 0),
  );
  const [l1 = 0, l2 = 0] = lambdas;
  const [win, draw, lose] = compareProbabilities(l1, l2);
  // A side that can hardly lose would be priced 1.00: suspended like any price under the minimum.
  const out = (T: number, G: number, p: number) =>
    wireOutcome(
      { T, G, C: price(p, DUEL_MARGIN), ...(isBelowMinimumOdds(1 / (p * (1 + DUEL_MARGIN))) ? { B: true } : {}) },
      ctx.wire.cfview,
    );
  const names = (side: readonly number[]) =>
    side.map((id) => nameIn(ctx.catalog.teams.get(id)?.name ?? { en: '', ru: '' }, ctx.wire.lang));
  return {
    T1: names(team1Ids),
    T2: names(team2Ids),
    X1: Math.round(l1 * 100) / 100,
    X2: Math.round(l2 * 100) / 100,
    G1: (games[0] ?? []).map((g) => g.id),
    G2: (games[1] ?? []).map((g) => g.id),
    E: [
      out(1, 1, win),
      out(2, 1, draw),
      out(3, 1, lose),
      out(401, 101, win / (win + lose)),
      out(402, 101, lose / (win + lose)),
    ],
  };
}
