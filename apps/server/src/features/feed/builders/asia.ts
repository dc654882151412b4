// Asian view. Our layout (the wire documents none): a compact header plus ladders of paired lines.
//   X12: [W1, X, W2] (or [W1, W2] for two-way sports)
//   AH:  [{P: home line, CE?: 1 on the main line, H: home outcome, A: away outcome}]
//   OU:  [{P: total line, CE?: 1, O: over outcome, U: under outcome}]
//   OU1: the same for the first half, where it is priced.
// Outcomes are ordinary wire outcomes (T, G, C, P, CV, B), so a pick goes to the coupon unchanged.
// Lists carry the main line and its two neighbours; AsiaGetGame carries every line.
import type { FeedOutcome, FeedSportCount } from '@fairline/shared/wire/feed';
import type { AsiaGame, AsiaLeague } from '@fairline/shared/wire/feed-extras';
import type { GameInfo, GameMarkets, Outcome } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { compact } from '../wire/compact';
import { nameIn } from '../wire/lang';
import { wireOutcome } from '../wire/outcome';
import { wireScore } from '../wire/score';

const HANDICAP = [
  { G: 2, home: 7, away: 8 },
  { G: 1002, home: 1021, away: 1022 },
];
const TOTAL = [
  { G: 17, over: 9, under: 10 },
  { G: 1003, over: 1031, under: 1032 },
];
const HALF_TOTAL = { G: 1017, over: 1019, under: 1020 };
const X12_GROUPS = [1, 101];

type Rung<K extends string> = { P: number; CE?: 1 } & Record<K, FeedOutcome>;

function ladder<A extends string, B extends string>(
  ctx: CallContext,
  outcomes: readonly Outcome[],
  first: { T: number; key: A },
  second: { T: number; key: B; sameLine: boolean },
): Rung<A | B>[] {
  const rungs: Rung<A | B>[] = [];
  for (const a of outcomes) {
    if (a.T !== first.T) continue;
    const line = a.P ?? 0;
    const wanted = second.sameLine ? line : -line;
    const b = outcomes.find((o) => o.T === second.T && (o.P ?? 0) === wanted);
    if (!b) continue;
    const sides = { [first.key]: wireOutcome(a, ctx.wire.cfview), [second.key]: wireOutcome(b, ctx.wire.cfview) };
    rungs.push({ P: line, ...(sides as Record<A | B, FeedOutcome>), ...(a.CE ? { CE: 1 as const } : {}) });
  }
  return rungs.sort((x, y) => x.P - y.P);
}

/** Keeps the main rung and `around` rungs either side; all when around is undefined. */
function near<R extends { CE?: 1 }>(rungs: R[], around: number | undefined): R[] {
  if (around === undefined) return rungs;
  let main = rungs.findIndex((r) => r.CE === 1);
  if (main < 0) main = Math.floor(rungs.length / 2);
  return rungs.slice(Math.max(0, main - around), main + around + 1);
}

function group(markets: GameMarkets | undefined, G: number): Outcome[] {
  return markets?.groups.find((g) => g.G === G)?.outcomes ?? [];
}

/** One game in the Asian layout; `around` limits the ladders to lines around the main one. */
export function asiaGame(ctx: CallContext, g: GameInfo, markets: GameMarkets | undefined, around?: number): AsiaGame {
  const x12 = X12_GROUPS.flatMap((G) => group(markets, G)).map((o) => wireOutcome(o, ctx.wire.cfview));
  const ah = HANDICAP.flatMap((h) =>
    ladder(ctx, group(markets, h.G), { T: h.home, key: 'H' }, { T: h.away, key: 'A', sameLine: false }),
  );
  const ou = TOTAL.flatMap((t) =>
    ladder(ctx, group(markets, t.G), { T: t.over, key: 'O' }, { T: t.under, key: 'U', sameLine: true }),
  );
  const ou1 = ladder(
    ctx,
    group(markets, HALF_TOTAL.G),
    { T: HALF_TOTAL.over, key: 'O' },
    { T: HALF_TOTAL.under, key: 'U', sameLine: true },
  );
  return compact<AsiaGame>({
    I: g.id,
    CI: g.constId,
    S: Math.floor(g.start / 1000),
    O1: nameIn(g.home.name, ctx.wire.lang),
    O2: nameIn(g.away.name, ctx.wire.lang),
    O1I: g.home.id,
    O2I: g.away.id,
    LI: g.champId,
    L: nameIn(ctx.catalog.champNames(g.champId), ctx.wire.lang),
    SI: g.sportId,
    SN: nameIn(ctx.catalog.sportNames(g.sportId), ctx.wire.lang),
    X12: x12,
    AH: near(ah, around),
    OU: near(ou, around),
    OU1: near(ou1, around),
    SC: g.SC ? wireScore(g.SC) : undefined,
  });
}

export function asiaGames(ctx: CallContext, games: readonly GameInfo[]): AsiaGame[] {
  return games.map((g) => asiaGame(ctx, g, ctx.engine.getGameMarkets(g.id, ctx.now), 1));
}

/** `AsiaGetSports`: sports with their game counts. */
export function asiaSports(ctx: CallContext, games: readonly GameInfo[]): FeedSportCount[] {
  const counts = new Map<number, number>();
  for (const g of games) counts.set(g.sportId, (counts.get(g.sportId) ?? 0) + 1);
  return [...ctx.catalog.sports.values()]
    .filter((s) => (counts.get(s.id) ?? 0) > 0)
    .map((s) => ({ I: s.id, N: nameIn(s.name, ctx.wire.lang), C: counts.get(s.id) ?? 0 }));
}

/** `AsiaGetLeagues`: championships with their game counts. */
export function asiaLeagues(ctx: CallContext, games: readonly GameInfo[]): AsiaLeague[] {
  const counts = new Map<number, number>();
  for (const g of games) counts.set(g.champId, (counts.get(g.champId) ?? 0) + 1);
  return [...ctx.catalog.champs.values()]
    .filter((c) => (counts.get(c.id) ?? 0) > 0)
    .map((c) =>
      compact<AsiaLeague>({
        LI: c.id,
        L: nameIn(c.name, ctx.wire.lang),
        SI: c.sportId,
        CI: ctx.catalog.country(c.countryId).id,
        C: counts.get(c.id) ?? 0,
      }),
    );
}
