// Fixtures rolling forward forever: a pure function of (seed, championship, round).
import type { Catalog } from '../catalog/catalog';
import type { ChampSpec } from '../catalog/champ-specs';
import { rngFor, shuffled } from '../rng';
import { kickOff, roundsBetween } from './calendar';
import { constIdOf, keyOf } from './ids';
import { roundPairs } from './round-robin';

const DAY = 86_400_000;
/** League games are published this long before kick-off. */
const LEAGUE_LEAD = 10 * DAY;

export interface Fixture {
  constId: number;
  champId: number;
  sportId: number;
  round: number;
  season: number;
  roundInSeason: number;
  match: number;
  homeId: number;
  awayId: number;
  start: number;
  /** From when the game is listed in the line. */
  publishAt: number;
}

export class Schedule {
  private readonly seasonOrders = new Map<string, number[]>();
  private readonly rounds = new Map<number, Fixture[]>();

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
  ) {}

  private order(spec: ChampSpec, season: number): number[] {
    const key = `${spec.id}:${season}`;
    let order = this.seasonOrders.get(key);
    if (!order) {
      const teamIds = this.catalog.champById.get(spec.id)?.teamIds ?? [];
      order = shuffled(rngFor(this.seed, 'season', spec.id, season), teamIds);
      if (this.seasonOrders.size > 2000) this.seasonOrders.clear();
      this.seasonOrders.set(key, order);
    }
    return order;
  }

  /** Every fixture of one round of a championship (memoised: rounds are re-read every second). */
  roundFixtures(spec: ChampSpec, round: number): Fixture[] {
    if (round < 0) return [];
    const key = round * 128 + spec.id;
    let out = this.rounds.get(key);
    if (!out) {
      out = [];
      for (let m = 0; m < spec.teams / 2; m++) {
        const f = this.makeFixture(spec, round, m);
        if (f) out.push(f);
      }
      if (this.rounds.size > 20_000) this.rounds.clear();
      this.rounds.set(key, out);
    }
    return out;
  }

  /** The fixture of one match of one round; undefined when there is no such match. */
  fixture(spec: ChampSpec, round: number, match: number): Fixture | undefined {
    if (!Number.isInteger(match) || match < 0 || match >= spec.teams / 2) return undefined;
    return this.roundFixtures(spec, round)[match];
  }

  private makeFixture(spec: ChampSpec, round: number, match: number): Fixture | undefined {
    const n = spec.teams;
    const seasonRounds = 2 * (n - 1);
    const season = Math.floor(round / seasonRounds);
    const roundInSeason = round % seasonRounds;
    const pair = roundPairs(n, roundInSeason)[match];
    const order = this.order(spec, season);
    const homeId = pair ? order[pair[0]] : undefined;
    const awayId = pair ? order[pair[1]] : undefined;
    if (homeId === undefined || awayId === undefined) return undefined;
    const start = kickOff(this.seed, spec, round, match);
    const publishAt = start - this.horizon(spec);
    const constId = constIdOf({ round, champId: spec.id, match });
    return {
      constId,
      champId: spec.id,
      sportId: spec.sportId,
      round,
      season,
      roundInSeason,
      match,
      homeId,
      awayId,
      start,
      publishAt,
    };
  }

  /** The fixture behind a const id. */
  byConstId(constId: number): Fixture | undefined {
    const key = keyOf(constId);
    const spec = this.catalog.specById.get(key.champId);
    return spec ? this.fixture(spec, key.round, key.match) : undefined;
  }

  /** How far ahead games of a championship are published. */
  horizon(spec: ChampSpec): number {
    return spec.schedule.kind === 'league' ? LEAGUE_LEAD : spec.schedule.leadMs;
  }

  /** Fixtures of one championship kicking off in [from, to). */
  fixturesBetween(spec: ChampSpec, from: number, to: number): Fixture[] {
    const [first, last] = roundsBetween(spec, from, to);
    const out: Fixture[] = [];
    for (let r = first; r <= last; r++) {
      for (const f of this.roundFixtures(spec, r)) if (f.start >= from && f.start < to) out.push(f);
    }
    return out;
  }
}
