// Memoised derived data. Everything here is a pure function of (seed, const id), so caching
// changes speed, never results. Maps are cleared wholesale when they grow past a bound.
import type { Catalog } from './catalog/catalog';
import { SPORT } from './catalog/sports';
import { buildTimeline } from './live/build-timeline';
import type { Timeline } from './live/timeline';
import { gameModel } from './models/game-model';
import { prematchMarkets, winProbabilities } from './models/prematch';
import type { FairMarket } from './pricing/fair';
import { G } from './pricing/groups';
import type { MarginConfig } from './pricing/margin';
import { type PricedMarket, priceMarket } from './pricing/outcomes';
import type { Fixture } from './schedule/fixtures';
import type { WinProbabilities } from './types';

const LIMIT = 20_000;

function remember<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (map.size >= LIMIT) map.clear();
  map.set(key, value);
  return value;
}

export interface Prematch {
  main: PricedMarket[];
  wp: WinProbabilities;
  eventCount: number;
}

/** Groups whose main line is shown in lists (`E`); the game page shows all. */
export const MAIN_GROUPS = new Set<number>([
  G.x12,
  G.moneyline,
  G.doubleChance,
  G.handicap,
  G.total,
  G.setHandicap,
  G.setTotal,
]);

/** Sports whose games have halves with their own markets. */
export function hasHalfMarkets(sportId: number): boolean {
  return sportId === SPORT.football || sportId === SPORT.fifa;
}

export class GameCache {
  private readonly timelines = new Map<number, Timeline | null>();
  private readonly prematch = new Map<number, Prematch | null>();
  private readonly fullPrematch = new Map<number, PricedMarket[]>();

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly margins: MarginConfig,
  ) {}

  timeline(f: Fixture): Timeline | undefined {
    return remember(this.timelines, f.constId, () => buildTimeline(this.seed, this.catalog, f) ?? null) ?? undefined;
  }

  private fair(f: Fixture): FairMarket[] | undefined {
    const spec = this.catalog.specById.get(f.champId);
    const home = this.catalog.teamById.get(f.homeId);
    const away = this.catalog.teamById.get(f.awayId);
    if (!spec || !home || !away) return undefined;
    return prematchMarkets(gameModel(spec, home, away), hasHalfMarkets(f.sportId));
  }

  /** Priced fair markets in the championship's margin context. */
  price(f: Fixture, markets: FairMarket[], live: boolean, blocked: boolean): PricedMarket[] {
    const minorLeague = this.catalog.champById.get(f.champId)?.tier === 2;
    return markets.map((m) => priceMarket(m, { config: this.margins, live, minorLeague, blocked }));
  }

  /** Main lines of the list markets, win probabilities and the size of the full market set. */
  prematchOf(f: Fixture): Prematch | undefined {
    const made = remember(this.prematch, f.constId, () => {
      const full = this.fair(f);
      if (!full) return null;
      const main = full.filter((m) => MAIN_GROUPS.has(m.G));
      return {
        main: this.price(f, main, false, false),
        wp: winProbabilities(full),
        eventCount: full.reduce((s, m) => s + m.lines.reduce((k, l) => k + l.outcomes.length, 0), 0),
      };
    });
    return made ?? undefined;
  }

  /** Every pre-match market, priced. */
  fullPrematchOf(f: Fixture): PricedMarket[] {
    return remember(this.fullPrematch, f.constId, () => this.price(f, this.fair(f) ?? [], false, false));
  }
}
