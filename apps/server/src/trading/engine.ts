// The trading engine: fixtures, prices, live simulation and results as a pure function of
// (seed, time). Methods take `now` for tests and default to the engine's clock.
import { buildCatalog, type Catalog } from './catalog/catalog';
import type { ChampSpec } from './catalog/champ-specs';
import { COUNTRIES, SPORT } from './catalog/sports';
import type { Clock } from './clock';
import { GameCache } from './game-cache';
import { GameView, pricingTime } from './game-view';
import { ABANDON_GRACE, isSuspended, stateAt } from './live/state';
import { SETTLE_DELAY } from './live/timeline';
import { DEFAULT_MARGIN_CONFIG, type MarginConfig } from './pricing/margin';
import type { ChangeReason, GameChange, GameFilter, OddsProvider } from './provider';
import { resultOf, settledAtOf } from './results';
import { type Fixture, Schedule } from './schedule/fixtures';
import { constIdOfGameId, liveIdOf } from './schedule/ids';
import { Suspensions } from './suspensions';
import type { Championship, Country, GameInfo, GameMarkets, GameResult, Outcome, Sport, Team } from './types';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** Longest a game of a sport can take from kick-off to its last whistle (generous). */
const MAX_DURATION: Record<number, number> = {
  [SPORT.football]: 2.5 * HOUR,
  [SPORT.hockey]: 3.5 * HOUR,
  [SPORT.basketball]: 3 * HOUR,
  [SPORT.handball]: 2 * HOUR,
  [SPORT.tennis]: 5 * HOUR,
  [SPORT.volleyball]: 3.5 * HOUR,
  [SPORT.tableTennis]: 1.5 * HOUR,
  [SPORT.fifa]: 0.5 * HOUR,
  [SPORT.cs2]: 4.5 * HOUR,
};

const lookback = (spec: ChampSpec) => (MAX_DURATION[spec.sportId] ?? 5 * HOUR) + SETTLE_DELAY + ABANDON_GRACE;

export class TradingEngine implements OddsProvider {
  readonly catalog: Catalog;
  /** Games and markets risk staff suspended (ADR 0053): laid over every offer this engine gives. */
  readonly suspensions = new Suspensions();
  private readonly schedule: Schedule;
  private readonly cache: GameCache;
  private readonly view: GameView;

  constructor(
    readonly seed: number,
    private readonly clock: Clock,
    readonly margins: MarginConfig = DEFAULT_MARGIN_CONFIG,
  ) {
    this.catalog = buildCatalog(seed);
    this.schedule = new Schedule(seed, this.catalog);
    this.cache = new GameCache(seed, this.catalog, margins);
    this.view = new GameView(this.catalog, this.cache);
  }

  sports(): readonly Sport[] {
    return [...this.catalog.sportById.values()];
  }

  countries(): readonly Country[] {
    return COUNTRIES;
  }

  championships(): readonly Championship[] {
    return this.catalog.champs;
  }

  teams(): readonly Team[] {
    return this.catalog.teams;
  }

  private specs(filter: GameFilter): ChampSpec[] {
    return this.catalog.specs.filter(
      (s) =>
        (!filter.sportIds || filter.sportIds.includes(s.sportId)) &&
        (!filter.champIds || filter.champIds.includes(s.id)) &&
        (!filter.countryIds || filter.countryIds.includes(s.countryId)),
    );
  }

  private fixtureOf(id: number, now: number): Fixture | undefined {
    const constId = constIdOfGameId(id);
    const f = constId === undefined ? undefined : this.schedule.byConstId(constId);
    return f && f.publishAt <= now ? f : undefined;
  }

  listGames(now = this.clock.now(), filter: GameFilter = {}): GameInfo[] {
    const kind = filter.kind ?? 'all';
    const window = filter.windowMs ?? WEEK;
    const out: GameInfo[] = [];
    const teams = filter.teamIds;
    for (const spec of this.specs(filter)) {
      const from = kind === 'line' ? now + 1 : now - lookback(spec);
      const to = kind === 'live' ? now + 1 : now + Math.min(window, this.schedule.horizon(spec)) + 1;
      for (const f of this.schedule.fixturesBetween(spec, from, to)) {
        if (f.publishAt > now) continue;
        if (teams && !teams.includes(f.homeId) && !teams.includes(f.awayId)) continue;
        if (kind === 'live' && f.start > now) continue;
        const info = this.view.info(f, now);
        if (!info || info.phase === 'finished' || info.phase === 'cancelled') continue;
        out.push(this.suspensions.info(info));
      }
    }
    return out.sort((a, b) => a.start - b.start || a.constId - b.constId);
  }

  getGame(id: number, now = this.clock.now()): GameInfo | undefined {
    const f = this.fixtureOf(id, now);
    return f ? this.suspensions.info(this.view.info(f, now)) : undefined;
  }

  getGameMarkets(id: number, now = this.clock.now()): GameMarkets | undefined {
    const f = this.fixtureOf(id, now);
    return f ? this.suspensions.markets(this.view.markets(f, now)) : undefined;
  }

  quote(id: number, pick: { T: number; G: number; P?: number }, now = this.clock.now()): Outcome | undefined {
    const markets = this.getGameMarkets(id, now);
    const group = markets?.groups.find((g) => g.G === pick.G);
    return group?.outcomes.find((o) => o.T === pick.T && (o.P ?? 0) === (pick.P ?? 0));
  }

  /** The live id of a line game (`FindMainLiveByLineId`). */
  liveIdOfLineGame(lineId: number): number | undefined {
    const constId = constIdOfGameId(lineId);
    return constId === undefined || !this.schedule.byConstId(constId) ? undefined : liveIdOf(constId);
  }

  resultsBetween(t0: number, t1: number): GameResult[] {
    const out: GameResult[] = [];
    for (const spec of this.catalog.specs) {
      for (const f of this.schedule.fixturesBetween(spec, t0 - lookback(spec), t1 + 1)) {
        const tl = this.cache.timeline(f);
        if (!tl) continue;
        const at = settledAtOf(tl);
        if (at > t0 && at <= t1) out.push(resultOf(f, tl));
      }
    }
    return out.sort((a, b) => a.settledAt - b.settledAt || a.constId - b.constId);
  }

  changesBetween(t0: number, t1: number): GameChange[] {
    const out: GameChange[] = [];
    for (const spec of this.catalog.specs) {
      for (const f of this.schedule.fixturesBetween(spec, t0 - lookback(spec), t1 + 1)) {
        if (f.start > t1) continue;
        const tl = this.cache.timeline(f);
        if (!tl) continue;
        const before = stateAt(tl, t0);
        const after = stateAt(tl, t1);
        const reasons: ChangeReason[] = [];
        if (before.status !== after.status || before.phase !== after.phase) reasons.push('status');
        if (tl.events.some((e) => e.t > t0 && e.t <= t1)) reasons.push('score');
        if (tl.incidents.some((i) => i.t > t0 && i.t <= t1)) reasons.push('incident');
        if (isSuspended(tl, t0) !== isSuspended(tl, t1)) reasons.push('suspension');
        if (after.phase === 'live' && pricingTime(tl, f.constId, t0) !== pricingTime(tl, f.constId, t1)) {
          reasons.push('odds');
        }
        if (reasons.length > 0)
          out.push({ gameId: t1 < f.start ? f.constId : liveIdOf(f.constId), constId: f.constId, reasons });
      }
    }
    return out;
  }
}
