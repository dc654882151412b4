// A tournament's standings (ADR 0065): scored live from the casino wallet's records while it runs and
// until it closes, read from the frozen places after. Computed at most once a second per tournament.
import { createHmac } from 'node:crypto';
import { CURRENCIES, currencyById } from '@fairline/shared/lookups/currencies';
import type { LeaderboardRow, TournamentBoard } from '@fairline/shared/wire/casino-tournaments';
import type { Database } from '../../infra/db';
import { type ScoringCurrency, type TournamentScore, tournamentScores } from '../casino/casino.service';
import { listPlaces, type TournamentRow } from './casino-tournaments.repository';

type Query = Pick<Database, 'query'>;

/** How many places the leaderboard's head shows (the player's own place is told apart). */
export const BOARD_SIZE = 20;
/** Wins of rounds started before the end still count when booked within this after it; then it closes. */
export const CLOSE_AFTER_MS = 60_000;
const CACHE_MS = 1_000;

export interface Standing extends TournamentScore {
  /** Null: not qualified (fewer rounds than the minimum). */
  place: number | null;
}

/** Resolves a definition's games and categories to lobby ids. */
export type CountingGames = (t: TournamentRow) => string[];

/** The scoring parameters of each currency: points per reference unit, and the multiplier's minimum stake. */
export function scoringCurrencies(t: TournamentRow): ScoringCurrency[] {
  const d = t.definition;
  const ref = currencyById(d.reference_currency);
  if (!ref) return [];
  const allowed = d.currencies.length > 0 ? d.currencies : CURRENCIES.map((c) => c.id);
  return allowed.flatMap((id) => {
    const c = currencyById(id);
    if (!c || c.conversionCoefficient <= 0) return [];
    // points = stake / 10^digits / coefficient (USD) × reference coefficient × points per unit.
    return [
      {
        id,
        num: String(d.points_per_unit * ref.conversionCoefficient),
        den: String(10 ** c.minorDigits * c.conversionCoefficient),
        minStake: Math.ceil(Number((d.min_stake_usd * c.conversionCoefficient * 10 ** c.minorDigits).toPrecision(12))),
      },
    ];
  });
}

export interface StandingsDeps {
  database: Query;
  countingGames: CountingGames;
  /** Signs the players' public tags, so a tag cannot be turned back into an account id. */
  secret: string;
}

export function createStandings(deps: StandingsDeps) {
  const cache = new Map<number, { at: number; value: Promise<Standing[]> }>();

  async function score(t: TournamentRow): Promise<Standing[]> {
    if (t.closedAt) {
      const places = await listPlaces(deps.database, t.id);
      return places.map((p) => ({ ...p, place: p.place }));
    }
    const scores = await tournamentScores(deps.database, {
      rule: t.definition.rule,
      brandId: t.brandId,
      from: t.startsAt,
      to: t.endsAt,
      winsUntil: new Date(t.endsAt.getTime() + CLOSE_AFTER_MS),
      gameIds: deps.countingGames(t),
      countries: t.definition.countries,
      currencies: scoringCurrencies(t),
    });
    let place = 0;
    return scores.map((s) => ({ ...s, place: s.rounds >= t.definition.min_rounds ? ++place : null }));
  }

  /** Every scored player, qualified ones by place first; cached for a second. */
  function standings(t: TournamentRow, fresh = false): Promise<Standing[]> {
    const now = Date.now();
    const hit = cache.get(t.id);
    if (!fresh && hit && now - hit.at < CACHE_MS) return hit.value;
    const value = score(t);
    cache.set(t.id, { at: now, value });
    value.catch(() => cache.delete(t.id));
    return value;
  }

  const tagOf = (userId: number) =>
    createHmac('sha256', deps.secret).update(`tournament:${userId}`).digest('hex').slice(0, 6);

  function rowOf(s: Standing & { place: number }): LeaderboardRow {
    return {
      place: s.place,
      player: tagOf(s.userId),
      score: s.score,
      rounds: s.rounds,
      reached_at: s.reachedAt.toISOString(),
    };
  }

  /** The head of the leaderboard, as the topic's snapshot and changes carry it. */
  async function board(t: TournamentRow, fresh = false): Promise<TournamentBoard> {
    const all = await standings(t, fresh);
    const placed = all.filter((s): s is Standing & { place: number } => s.place !== null);
    return {
      t: 'tournament',
      tournament_id: t.id,
      players: placed.length,
      top: placed.slice(0, BOARD_SIZE).map(rowOf),
      final: t.closedAt !== null,
    };
  }

  return { standings, board, tagOf, forget: (id: number) => cache.delete(id) };
}

export type Standings = ReturnType<typeof createStandings>;
