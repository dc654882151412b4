// `GetGameZip`: the game header, every market group in display columns (`GE`), alternative lines
// (`AE`), sub-games (`SG`) and, live, the score (`SC`). A sub-game id answers its period's markets.
import type { FeedGamePage, FeedMarketGroup, FeedSubGame } from '@fairline/shared/wire/feed';
import { AppError } from '../../../errors';
import type { GameInfo, GameMarkets } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { columnsOf, SHORT_GROUP } from '../wire/columns';
import { compact } from '../wire/compact';
import { wireGame } from '../wire/game';
import { nameIn } from '../wire/lang';
import { wireOutcome } from '../wire/outcome';
import { FIRST_HALF_GROUPS, parseSubGameId, subGamesOf } from '../wire/sub-games';

export const gameNotFound = () => new AppError('BUSINESS', 'Game is not found');

/** The game a (sub-)game id belongs to. */
export function parentGameId(id: number): number {
  return parseSubGameId(id)?.gameId ?? id;
}

function groupsOf(ctx: CallContext, markets: GameMarkets, keep: (G: number) => boolean): FeedMarketGroup[] {
  return markets.groups
    .filter((g) => keep(g.G) && g.outcomes.length > 0)
    .map((g) =>
      compact<FeedMarketGroup>({
        G: g.G,
        GS: SHORT_GROUP.get(g.G),
        E: columnsOf(g.G, g.outcomes).map((col) => col.map((o) => wireOutcome(o, ctx.wire.cfview))),
      }),
    );
}

function page(ctx: CallContext, g: GameInfo, markets: GameMarkets | undefined): FeedGamePage {
  const subGames = subGamesOf(g.id, g.sportId);
  const main = markets ? markets.groups.filter((m) => !FIRST_HALF_GROUPS.has(m.G) || subGames.length === 0) : [];
  const mainGroups = new Set(main.map((m) => m.G));
  return {
    ...wireGame(g, ctx.wire),
    ...compact<Pick<FeedGamePage, 'AE' | 'GE' | 'SG'>>({
      AE: (markets?.AE ?? [])
        .filter((a) => mainGroups.has(a.G))
        .map((a) => ({ G: a.G, ME: a.ME.map((o) => wireOutcome(o, ctx.wire.cfview)) })),
      GE: markets ? groupsOf(ctx, markets, (G) => mainGroups.has(G)) : [],
      SG: subGames.map((s) => compact<FeedSubGame>({ CI: s.id, PN: nameIn(s.name, ctx.wire.lang), TG: '' })),
    }),
  };
}

function subPage(ctx: CallContext, g: GameInfo, markets: GameMarkets | undefined, subId: number): FeedGamePage {
  const sub = subGamesOf(g.id, g.sportId).find((s) => s.id === subId);
  if (!sub) throw gameNotFound();
  const groups = markets ? groupsOf(ctx, markets, (G) => FIRST_HALF_GROUPS.has(G)) : [];
  const mainOutcomes = (markets?.E ?? []).filter((o) => FIRST_HALF_GROUPS.has(o.G));
  return {
    ...wireGame(g, ctx.wire),
    I: sub.id,
    CI: subGamesOf(g.constId, g.sportId)[0]?.id ?? g.constId,
    PN: nameIn(sub.name, ctx.wire.lang),
    E: mainOutcomes.map((o) => wireOutcome(o, ctx.wire.cfview)),
    ...compact<Pick<FeedGamePage, 'GE'>>({ GE: groups }),
  };
}

/** The game page of a game or sub-game id; a business error when there is no such game. */
export function gamePage(ctx: CallContext, id: number): FeedGamePage {
  const sub = parseSubGameId(id);
  const gameId = sub?.gameId ?? id;
  const g = ctx.engine.getGame(gameId, ctx.now);
  if (!g || (g.phase !== 'line' && g.phase !== 'live')) throw gameNotFound();
  const markets = ctx.engine.getGameMarkets(gameId, ctx.now);
  return sub ? subPage(ctx, g, markets, id) : page(ctx, g, markets);
}
