// The results of one day (issue 23, section 3; ADR 0040): the trading engine's final results — the
// same ones settlement settles bets by — of the games that kicked off that day in the player's time
// zone, named in the page's language and grouped by championship.
import { RESULTS_DAYS, type ResultChamp, type ResultGame, type ResultsAnswer } from '@fairline/shared/wire/results';
import { AppError } from '../../errors';
import type { Clock } from '../../trading/clock';
import type { OddsProvider } from '../../trading/provider';
import type { GameResult } from '../../trading/types';
import { type Lang, nameIn } from '../feed/feed.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A game that kicked off late in the day has its result within this long (the longest tennis match and the grace). */
const LONGEST_GAME = 12 * 60 * MINUTE;
/** Today's results are read again at most this often. */
const TODAY_TTL = 30_000;
const CACHED_DAYS = 64;

export interface ResultsRequest {
  /** Today when absent. */
  date?: string | undefined;
  tz: number;
  lang: Lang;
  sport?: number | undefined;
  champ?: number | undefined;
  q?: string | undefined;
}

export interface ResultsService {
  day(request: ResultsRequest): Promise<ResultsAnswer['data']>;
}

/** Staff-corrected results of these games (ADR 0054), shown over the engine's. */
export type CorrectedResults = (constIds: readonly number[]) => Promise<Map<number, GameResult>>;

/** The day as `YYYY-MM-DD` that contains `at` in a zone `tz` minutes east of UTC. */
export function dayOf(at: number, tz: number): string {
  return new Date(at + tz * MINUTE).toISOString().slice(0, 10);
}

/** Midnight starting `date` in the zone, epoch ms. */
export function dayStart(date: string, tz: number): number {
  return Date.parse(`${date}T00:00:00.000Z`) - tz * MINUTE;
}

interface CachedDay {
  results: GameResult[];
  /** Read at (today's list is read again after TODAY_TTL); undefined for a day that is complete. */
  readAt?: number;
}

export function createResults(
  engine: OddsProvider,
  clock: Pick<Clock, 'now'>,
  corrected?: CorrectedResults,
): ResultsService {
  const sports = new Map(engine.sports().map((s) => [s.id, s]));
  const champs = new Map(engine.championships().map((c) => [c.id, c]));
  const teams = new Map(engine.teams().map((t) => [t.id, t]));
  const countries = new Map(engine.countries().map((c) => [c.id, c]));
  const cache = new Map<string, CachedDay>();

  function resultsOf(date: string, tz: number, now: number): GameResult[] {
    const key = `${date}/${tz}`;
    const hit = cache.get(key);
    if (hit && (hit.readAt === undefined || now - hit.readAt < TODAY_TTL)) return hit.results;
    const from = dayStart(date, tz);
    const until = Math.min(now, from + DAY + LONGEST_GAME);
    const results = engine.resultsBetween(from, until).filter((r) => r.start >= from && r.start < from + DAY);
    results.sort((a, b) => a.start - b.start || a.constId - b.constId);
    cache.delete(key);
    cache.set(key, until < now ? { results } : { results, readAt: now });
    if (cache.size > CACHED_DAYS) cache.delete(cache.keys().next().value as string);
    return results;
  }

  function gameOf(r: GameResult, lang: Lang): ResultGame {
    return {
      id: r.constId,
      start: new Date(r.start).toISOString(),
      home: teamName(r.homeId, lang),
      away: teamName(r.awayId, lang),
      status: r.status,
      final: r.final,
      regulation: r.regulation,
      periods: r.periods.map((p) => ({ name: nameIn(p.name, lang), home: p.home, away: p.away })),
      overtime: r.overtime === true,
      shootout: r.shootout === true,
      cancellation: r.cancellation?.reason ?? null,
    };
  }

  const teamName = (id: number, lang: Lang) => {
    const team = teams.get(id);
    return team ? nameIn(team.name, lang) : String(id);
  };

  return {
    async day({ date: asked, tz, lang, sport, champ, q }) {
      const now = clock.now();
      const last = dayOf(now, tz);
      const date = asked ?? last;
      const first = dayOf(now - (RESULTS_DAYS - 1) * DAY, tz);
      if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < first || date > last) {
        throw new AppError('VALIDATION', `Results are kept from ${first} to ${last}`, {
          validationErrors: { date: `A day from ${first} to ${last}` },
        });
      }
      const engineResults = resultsOf(date, tz, now);
      // A result staff corrected is the one settlement paid on: the page shows it, not the engine's.
      const fixes = corrected ? await corrected(engineResults.map((r) => r.constId)) : new Map<number, GameResult>();
      const all = fixes.size === 0 ? engineResults : engineResults.map((r) => fixes.get(r.constId) ?? r);
      const counts = new Map<number, number>();
      for (const r of all) counts.set(r.sportId, (counts.get(r.sportId) ?? 0) + 1);
      const needle = q?.toLocaleLowerCase();
      const groups = new Map<number, ResultChamp>();
      for (const r of all) {
        if ((sport && r.sportId !== sport) || (champ && r.champId !== champ)) continue;
        const info = champs.get(r.champId);
        if (!info) continue;
        const game = gameOf(r, lang);
        const champName = nameIn(info.name, lang);
        if (needle && ![game.home, game.away, champName].some((n) => n.toLocaleLowerCase().includes(needle))) continue;
        let group = groups.get(r.champId);
        if (!group) {
          const country = countries.get(info.countryId);
          group = {
            id: info.id,
            name: champName,
            sport_id: info.sportId,
            country: country ? nameIn(country.name, lang) : null,
            games: [],
          };
          groups.set(r.champId, group);
        }
        group.games.push(game);
      }
      const sportList = [...counts]
        .map(([id, count]) => ({
          id,
          name: sports.get(id) ? nameIn(sports.get(id)!.name, lang) : String(id),
          count,
          popularity: sports.get(id)?.popularity ?? 0,
        }))
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .map(({ popularity: _, ...s }) => s);
      return { date, first_date: first, last_date: last, sports: sportList, champs: [...groups.values()] };
    },
  };
}
