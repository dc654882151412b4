// Assembling what the feeds show of a game at a moment: header, main outcomes, live score.
import type { Catalog } from './catalog/catalog';
import { type GameCache, hasHalfMarkets, MAIN_GROUPS } from './game-cache';
import { liveMarkets } from './live/live-markets';
import { liveScore } from './live/score-block';
import { type GameState, stateAt } from './live/state';
import type { Timeline } from './live/timeline';
import type { PricedMarket } from './pricing/outcomes';
import type { Fixture } from './schedule/fixtures';
import { liveIdOf } from './schedule/ids';
import type { GameInfo, GameMarkets } from './types';

const mainOutcomes = (markets: PricedMarket[]) => markets.filter((m) => MAIN_GROUPS.has(m.G)).flatMap((m) => m.main);

/** Live odds move in steps of this much simulated time (and at every score change). */
export const REPRICE_MS = 10_000;

/** The moment live odds are priced at: the game's last step boundary or last event, whichever is later. */
export function pricingTime(tl: Timeline, constId: number, t: number): number {
  const offset = (constId * 7919) % REPRICE_MS;
  let q = t - ((t + offset) % REPRICE_MS);
  for (const e of tl.events) {
    if (e.t > t) break;
    if (e.t > q) q = e.t;
  }
  for (const i of tl.incidents) {
    if (i.t > t) break;
    if (i.kind === 'red' && i.t > q) q = i.t;
  }
  for (const p of tl.periods) {
    if (p.start <= t && p.start > q) q = p.start;
    if (p.end <= t && p.end > q) q = p.end;
  }
  return Math.max(q, tl.kickoff);
}

export class GameView {
  private readonly liveCache = new Map<string, PricedMarket[]>();
  // The view of each priced set (pre-match and live sets are cached, so a game's view is built once
  // per price change, not on every read: a bet reads its games twice). Read-only for callers.
  private readonly views = new WeakMap<PricedMarket[], GameMarkets>();
  // A line game as listed: the same until kick-off, so built once per pre-match price.
  private readonly lineInfos = new WeakMap<object, GameInfo>();

  constructor(
    private readonly catalog: Catalog,
    private readonly cache: GameCache,
  ) {}

  /** Priced markets of a live game at t (full set; the main lines carry CE). */
  liveMarketsAt(f: Fixture, tl: Timeline, state: GameState, t: number): PricedMarket[] {
    if (state.phase !== 'live') return [];
    const at = pricingTime(tl, f.constId, Math.min(t, state.at));
    const key = `${f.constId}:${at}:${state.blocked}`;
    const hit = this.liveCache.get(key);
    if (hit) return hit;
    const fair = liveMarkets(tl, stateAt(tl, at), hasHalfMarkets(f.sportId));
    const priced = this.cache.price(f, fair, true, state.blocked);
    if (this.liveCache.size > 5000) this.liveCache.clear();
    this.liveCache.set(key, priced);
    return priced;
  }

  /** The game as listed at t. */
  info(f: Fixture, t: number): GameInfo | undefined {
    const home = this.catalog.teamById.get(f.homeId);
    const away = this.catalog.teamById.get(f.awayId);
    const champ = this.catalog.champById.get(f.champId);
    const pre = this.cache.prematchOf(f);
    if (!home || !away || !champ || !pre) return undefined;
    if (t < f.start) {
      const listed = this.lineInfos.get(pre);
      if (listed) return listed;
    }
    const base = {
      constId: f.constId,
      lineId: f.constId,
      liveId: liveIdOf(f.constId),
      number: f.roundInSeason + 1,
      sportId: f.sportId,
      champId: f.champId,
      countryId: champ.countryId,
      season: f.season,
      round: f.roundInSeason + 1,
      start: f.start,
      home,
      away,
      winProbabilities: pre.wp,
    };
    if (t < f.start) {
      const listed: GameInfo = {
        ...base,
        id: f.constId,
        phase: 'line',
        status: 1,
        E: mainOutcomes(pre.main),
        eventCount: pre.eventCount,
      };
      this.lineInfos.set(pre, listed);
      return listed;
    }
    const tl = this.cache.timeline(f);
    if (!tl) return undefined;
    const state = stateAt(tl, t);
    const markets = this.liveMarketsAt(f, tl, state, t);
    const info: GameInfo = {
      ...base,
      id: liveIdOf(f.constId),
      phase: state.phase,
      status: state.status,
      E: mainOutcomes(markets),
      eventCount: markets.reduce((s, m) => s + m.outcomes.length, 0),
    };
    if (state.phase !== 'cancelled' || tl.cancel?.reason === 'abandoned') info.SC = liveScore(tl, state);
    return info;
  }

  /** Every market of the game at t. */
  markets(f: Fixture, t: number): GameMarkets {
    let priced: PricedMarket[] = [];
    if (t < f.start) priced = this.cache.fullPrematchOf(f);
    else {
      const tl = this.cache.timeline(f);
      if (tl) priced = this.liveMarketsAt(f, tl, stateAt(tl, t), t);
    }
    const hit = this.views.get(priced);
    if (hit) return hit;
    const view: GameMarkets = {
      gameId: t < f.start ? f.constId : liveIdOf(f.constId),
      constId: f.constId,
      E: priced.flatMap((m) => m.main),
      AE: priced.filter((m) => m.lineCount > 1).map((m) => ({ G: m.G, ME: m.outcomes })),
      groups: priced.map((m) => ({ G: m.G, outcomes: m.outcomes })),
    };
    this.views.set(priced, view);
    return view;
  }
}
