// The popularity model behind the top lists ("Top live", "Top matches"): how much a game draws
// bettors, from what a bookmaker's turnover follows: the sport, the championship, and, before
// kick-off, how soon it starts, or, in play, how open the game still is.
//
//   score = sport popularity × rank weight × (line: soonness × balance | live: liveliness)
//
// sport popularity   Sport.popularity (trading/catalog/sports.ts): football 1, basketball 0.6 … table tennis 0.15
// rank weight        Championship.rank (trading/catalog/champ-ranks.ts): major 1, top division 0.5, minor 0.2
// soonness           1 / (1 + hours to kick-off / 12): starting now 1, in 12 h ½, in a day ⅓
// balance            0.75 + 0.25 × (1 − |P(home) − P(away)|): a close match a little ahead of a mismatch
// liveliness         0.3 + 0.7 × (1 − |P(home) − P(away)|) from the live win prices: an open game
//                    leads, a decided one (1.02 against 15.0) falls to the back
//
// A game with no win price to offer (suspended, or every price under MIN_TOP_ODDS) scores 0 and is
// left out: a top list shows only what the player can bet on. The list then takes the best scores,
// at most MAX_PER_CHAMP of one championship, so one busy league never fills it.
import type { Championship, GameInfo, Outcome, Sport } from '../../../trading/types';

export const RANK_WEIGHT: Record<Championship['rank'], number> = { 1: 1, 2: 0.5, 3: 0.2 };

/** A price this low is no bet: the top lists skip a game whose win prices are all at or under it. */
export const MIN_TOP_ODDS = 1.01;

const HOUR = 3_600_000;
const SOONNESS_HALF_HOURS = 12;
/** Win outcome types: 1X2 (W1, W2) and the winner market of sports without a draw (W1, W2). */
const HOME = new Set([1, 401]);
const AWAY = new Set([3, 402]);

const isOpen = (o: Outcome) => !o.B && o.C > MIN_TOP_ODDS;

/** 1 − |P(home) − P(away)| from the open win prices (margin removed), or undefined when none is open. */
export function priceBalance(outcomes: readonly Outcome[]): number | undefined {
  const home = outcomes.find((o) => HOME.has(o.T));
  const away = outcomes.find((o) => AWAY.has(o.T));
  const open = [home, away].filter((o): o is Outcome => o !== undefined && isOpen(o));
  if (open.length === 0) return undefined;
  // One side closed (its price gone under the minimum): the game is as good as decided.
  if (!home || !away || open.length === 1) return 0;
  const p1 = 1 / home.C;
  const p2 = 1 / away.C;
  return 1 - Math.abs(p1 - p2) / (p1 + p2);
}

/** How soon a line game starts, 1 (now) falling to ½ twelve hours ahead. */
export function soonness(start: number, now: number): number {
  const hours = Math.max(0, start - now) / HOUR;
  return 1 / (1 + hours / SOONNESS_HALF_HOURS);
}

/** The popularity score of a game at `now` (0: not to be listed). */
export function popularityScore(
  game: Pick<GameInfo, 'phase' | 'start' | 'winProbabilities' | 'E'>,
  sport: Pick<Sport, 'popularity'> | undefined,
  champ: Pick<Championship, 'rank'> | undefined,
  now: number,
): number {
  const balance = priceBalance(game.E);
  if (balance === undefined) return 0;
  const base = (sport?.popularity ?? 0.1) * RANK_WEIGHT[champ?.rank ?? 3];
  if (game.phase === 'live') return base * (0.3 + 0.7 * balance);
  const { P1, P2 } = game.winProbabilities;
  return base * soonness(game.start, now) * (0.75 + 0.25 * (1 - Math.abs(P1 - P2)));
}

/** At most this many games of one championship in a top list. */
export const MAX_PER_CHAMP = 3;

/**
 * The `count` best-scored games, best first, at most `perChamp` of one championship while other
 * championships have games to offer (a list of one sport's few leagues still fills up); ties by kick-off.
 */
export function rankTop<G extends { champId: number; start: number; constId: number }>(
  games: readonly G[],
  score: (g: G) => number,
  count: number,
  perChamp = MAX_PER_CHAMP,
): G[] {
  const scored = games
    .map((g) => ({ g, s: score(g) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.g.start - b.g.start || a.g.constId - b.g.constId);
  const taken = new Map<number, number>();
  const out: G[] = [];
  for (const { g } of scored) {
    if (out.length >= count) break;
    const n = taken.get(g.champId) ?? 0;
    if (n >= perChamp) continue;
    taken.set(g.champId, n + 1);
    out.push(g);
  }
  if (out.length < count) {
    const chosen = new Set(out);
    out.push(
      ...scored
        .map((x) => x.g)
        .filter((g) => !chosen.has(g))
        .slice(0, count - out.length),
    );
  }
  return out;
}
