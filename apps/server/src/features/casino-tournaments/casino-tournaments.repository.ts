// The SQL of casino tournaments (ADR 0065): series, the tournaments made from them, frozen places.
import { type TournamentDefinition, tournamentDefinition } from '@fairline/shared/wire/casino-tournaments';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface SeriesRow {
  id: number;
  brandId: number;
  recurrence: 'daily' | 'weekly';
  startOffsetMinutes: number;
  durationMinutes: number;
  definition: unknown;
}

export interface TournamentRow {
  id: number;
  brandId: number;
  startsAt: Date;
  endsAt: Date;
  definition: TournamentDefinition;
  closedAt: Date | null;
}

export interface PlaceRow {
  userId: number;
  place: number;
  score: number;
  rounds: number;
  reachedAt: Date;
  currencyId: number;
  prize: number;
  status: 'none' | 'due' | 'held' | 'paid';
}

type RawTournament = {
  id: unknown;
  brand_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  definition: unknown;
  closed_at: Date | string | null;
};

const tournamentOf = (r: RawTournament): TournamentRow => ({
  id: asNumber(r.id),
  brandId: r.brand_id,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  definition: tournamentDefinition.parse(typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition),
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
});

const COLUMNS = 'id, brand_id, starts_at, ends_at, definition, closed_at';

/** Every enabled series of every brand. */
export async function listSeries(database: Query): Promise<SeriesRow[]> {
  const rows = await database.query<{
    id: unknown;
    brand_id: number;
    recurrence: 'daily' | 'weekly';
    start_offset_minutes: number;
    duration_minutes: number;
    definition: unknown;
  }>(
    `select id, brand_id, recurrence, start_offset_minutes, duration_minutes, definition
     from casino_tournament_series where is_enabled order by id`,
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    brandId: r.brand_id,
    recurrence: r.recurrence,
    startOffsetMinutes: r.start_offset_minutes,
    durationMinutes: r.duration_minutes,
    definition: r.definition,
  }));
}

/** Makes a series' occurrence once (the pair series × start is unique). */
export async function insertOccurrence(
  database: Query,
  series: SeriesRow,
  startsAt: Date,
  endsAt: Date,
): Promise<void> {
  await database.query(
    `insert into casino_tournaments (brand_id, series_id, starts_at, ends_at, definition)
     values ($1, $2, $3, $4, $5) on conflict (series_id, starts_at) do nothing`,
    [series.brandId, series.id, startsAt, endsAt, JSON.stringify(series.definition)],
  );
}

/** A one-off tournament (tests, staff). */
export async function insertTournament(
  database: Query,
  t: { brandId: number; startsAt: Date; endsAt: Date; definition: TournamentDefinition },
): Promise<number> {
  const [row] = await database.query<{ id: unknown }>(
    `insert into casino_tournaments (brand_id, starts_at, ends_at, definition) values ($1, $2, $3, $4) returning id`,
    [t.brandId, t.startsAt, t.endsAt, JSON.stringify(t.definition)],
  );
  return asNumber(row?.id);
}

/** A brand's tournaments: running and upcoming ones, and those finished since `finishedSince`. */
export async function listTournaments(database: Query, brandId: number, finishedSince: Date): Promise<TournamentRow[]> {
  const rows = await database.query<RawTournament>(
    `select ${COLUMNS} from casino_tournaments where brand_id = $1 and ends_at >= $2 and cancelled_at is null
     order by starts_at, id`,
    [brandId, finishedSince],
  );
  return rows.map(tournamentOf);
}

export async function findTournament(database: Query, id: number): Promise<TournamentRow | undefined> {
  // A cancelled tournament (ADR 0072) is nobody's: no page, no board, no payout.
  const [row] = await database.query<RawTournament>(
    `select ${COLUMNS} from casino_tournaments where id = $1 and cancelled_at is null`,
    [id],
  );
  return row ? tournamentOf(row) : undefined;
}

/** Tournaments running at `now`, or ended and not closed yet (every brand). */
export async function listLive(database: Query, now: Date): Promise<TournamentRow[]> {
  const rows = await database.query<RawTournament>(
    `select ${COLUMNS} from casino_tournaments where starts_at <= $1 and closed_at is null and cancelled_at is null
     order by id`,
    [now],
  );
  return rows.map(tournamentOf);
}

/** Freezes the standings once (casino_tournament_close); false when another call did it first. */
export async function closeTournament(
  database: Query,
  id: number,
  places: readonly Omit<PlaceRow, 'status'>[],
  at: Date,
): Promise<boolean> {
  const json = places.map((p) => ({
    user_id: p.userId,
    place: p.place,
    score: p.score,
    rounds: p.rounds,
    reached_at: p.reachedAt.toISOString(),
    currency_id: p.currencyId,
    prize: p.prize,
  }));
  const [row] = await database.query<{ closed: boolean }>('select casino_tournament_close($1, $2, $3) as closed', [
    id,
    JSON.stringify(json),
    at,
  ]);
  return row?.closed === true;
}

type RawPlace = {
  user_id: unknown;
  place: number;
  score: unknown;
  rounds: number;
  reached_at: Date | string;
  currency_id: number;
  prize: unknown;
  status: PlaceRow['status'];
};
const placeOf = (r: RawPlace): PlaceRow => ({
  userId: asNumber(r.user_id),
  place: r.place,
  score: asNumber(r.score),
  rounds: r.rounds,
  reachedAt: new Date(r.reached_at),
  currencyId: r.currency_id,
  prize: asNumber(r.prize),
  status: r.status,
});
const PLACE_COLUMNS = 'user_id, place, score, rounds, reached_at, currency_id, prize, status';

/** A closed tournament's frozen places, first first. */
export async function listPlaces(database: Query, tournamentId: number): Promise<PlaceRow[]> {
  const rows = await database.query<RawPlace>(
    `select ${PLACE_COLUMNS} from casino_tournament_places where tournament_id = $1 order by place`,
    [tournamentId],
  );
  return rows.map(placeOf);
}

/** Prizes not paid yet (due, or held by player protection), of every closed tournament. */
export async function listUnpaid(database: Query): Promise<(PlaceRow & { tournamentId: number })[]> {
  const rows = await database.query<RawPlace & { tournament_id: unknown }>(
    `select tournament_id, ${PLACE_COLUMNS} from casino_tournament_places where status in ('due', 'held')
     order by tournament_id, place`,
  );
  return rows.map((r) => ({ ...placeOf(r), tournamentId: asNumber(r.tournament_id) }));
}

/** Holds a prize (player protection); the sweep tries again later. */
export async function holdPrize(database: Query, tournamentId: number, userId: number, reason: string): Promise<void> {
  await database.query(
    `update casino_tournament_places set status = 'held', held_reason = $3
     where tournament_id = $1 and user_id = $2 and status in ('due', 'held')`,
    [tournamentId, userId, reason],
  );
}

/** Marks a prize paid by its ledger transaction; true only for the call that changed it (it tells the winner). */
export async function markPaid(
  database: Query,
  tournamentId: number,
  userId: number,
  txId: number,
  at: Date,
): Promise<boolean> {
  const rows = await database.query(
    `update casino_tournament_places set status = 'paid', tx_id = $3, paid_at = $4, held_reason = null
     where tournament_id = $1 and user_id = $2 and status in ('due', 'held') returning place`,
    [tournamentId, userId, txId, at],
  );
  return rows.length > 0;
}

/** The brand of a player (their standing is only in their brand's tournaments). */
export async function brandOfUser(database: Query, userId: number): Promise<number | null> {
  const [row] = await database.query<{ brand_id: unknown }>('select brand_id from users where id = $1', [userId]);
  return asNumberOrNull(row?.brand_id);
}
