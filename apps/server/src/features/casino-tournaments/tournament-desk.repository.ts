// The SQL of the back office's tournaments desk (ADR 0072). Every change is one statement whose `where`
// re-checks the state it was decided on (not started, not cancelled, not closed), so a tournament that
// started between the desk's read and its write is refused, never half-changed.
import type { DeskTournamentStatus } from '@fairline/shared/wire/backoffice-casino';
import type { TournamentDefinition } from '@fairline/shared/wire/casino-tournaments';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface DeskRow {
  id: number;
  brandId: number;
  seriesId: number | null;
  startsAt: Date;
  endsAt: Date;
  definition: unknown;
  closedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  createdBy: string | null;
  status: DeskTournamentStatus;
}

type Raw = {
  id: unknown;
  brand_id: number;
  series_id: unknown;
  starts_at: Date | string;
  ends_at: Date | string;
  definition: unknown;
  closed_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  created_by: string | null;
  status: DeskTournamentStatus;
};

const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
const rowOf = (r: Raw): DeskRow => ({
  id: asNumber(r.id),
  brandId: r.brand_id,
  seriesId: asNumberOrNull(r.series_id),
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  definition: typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition,
  closedAt: dateOrNull(r.closed_at),
  cancelledAt: dateOrNull(r.cancelled_at),
  cancelReason: r.cancel_reason,
  createdBy: r.created_by,
  status: r.status,
});

// The status on the tournaments' clock ($1): an ended tournament is finished even before the sweep closes it.
const SELECT = `select id, brand_id, series_id, starts_at, ends_at, definition, closed_at, cancelled_at, cancel_reason,
    created_by,
    case when cancelled_at is not null then 'cancelled'
         when closed_at is not null or ends_at <= $1 then 'finished'
         when starts_at <= $1 then 'running' else 'scheduled' end as status
  from casino_tournaments`;

/** A page of the desk's list, newest start first, with the total of the filter. */
export async function listDesk(
  database: Query,
  now: Date,
  filter: { status?: DeskTournamentStatus | undefined; brand?: number | undefined; offset: number; limit: number },
): Promise<{ rows: DeskRow[]; total: number }> {
  const rows = await database.query<Raw & { total: unknown }>(
    `select *, count(*) over () as total from (${SELECT} where ($2::integer is null or brand_id = $2)) t
     where ($3::text is null or status = $3)
     order by starts_at desc, id desc offset $4 limit $5`,
    [now, filter.brand ?? null, filter.status ?? null, filter.offset, filter.limit],
  );
  return { rows: rows.map(rowOf), total: rows[0] ? asNumber(rows[0].total) : 0 };
}

export async function findDesk(database: Query, now: Date, id: number): Promise<DeskRow | undefined> {
  const [row] = await database.query<Raw>(`${SELECT} where id = $2`, [now, id]);
  return row ? rowOf(row) : undefined;
}

/** A one-off tournament made on the desk, once per key: a repeated key answers the first one (replayed). */
export async function insertDesk(
  database: Query,
  t: {
    brandId: number;
    startsAt: Date;
    endsAt: Date;
    definition: TournamentDefinition;
    createdBy: string;
    key: string;
  },
): Promise<{ id: number; replayed: boolean }> {
  const [made] = await database.query<{ id: unknown }>(
    `insert into casino_tournaments (brand_id, starts_at, ends_at, definition, created_by, desk_key)
     values ($1, $2, $3, $4, $5, $6) on conflict (desk_key) do nothing returning id`,
    [t.brandId, t.startsAt, t.endsAt, JSON.stringify(t.definition), t.createdBy, t.key],
  );
  if (made) return { id: asNumber(made.id), replayed: false };
  return { id: (await idOfKey(database, t.key)) ?? 0, replayed: true };
}

/** The tournament a desk create key made, if any. */
export async function idOfKey(database: Query, key: string): Promise<number | null> {
  const [row] = await database.query<{ id: unknown }>('select id from casino_tournaments where desk_key = $1', [key]);
  return asNumberOrNull(row?.id);
}

/** Rewrites a tournament that has not started (at `now`); false when it started, closed or was cancelled since. */
export async function updateScheduled(
  database: Query,
  now: Date,
  id: number,
  t: { brandId: number; startsAt: Date; endsAt: Date; definition: TournamentDefinition },
): Promise<boolean> {
  const rows = await database.query(
    `update casino_tournaments set brand_id = $3, starts_at = $4, ends_at = $5, definition = $6, updated_at = $1
     where id = $2 and starts_at > $1 and cancelled_at is null and closed_at is null returning id`,
    [now, id, t.brandId, t.startsAt, t.endsAt, JSON.stringify(t.definition)],
  );
  return rows.length === 1;
}

/** Renames a running tournament (its rules stay); false when it ended, closed or was cancelled since. */
export async function renameRunning(database: Query, now: Date, id: number, names: unknown): Promise<boolean> {
  const rows = await database.query(
    `update casino_tournaments set definition = jsonb_set(definition, '{names}', $3::jsonb), updated_at = $1
     where id = $2 and ends_at > $1 and cancelled_at is null and closed_at is null returning id`,
    [now, id, JSON.stringify(names)],
  );
  return rows.length === 1;
}

/** Cancels a tournament that has not started; false when it started or was cancelled since. */
export async function cancelScheduled(database: Query, now: Date, id: number, reason: string): Promise<boolean> {
  const rows = await database.query(
    `update casino_tournaments set cancelled_at = $1, cancel_reason = $3, updated_at = $1
     where id = $2 and starts_at > $1 and cancelled_at is null and closed_at is null returning id`,
    [now, id, reason],
  );
  return rows.length === 1;
}

export interface DeskPayoutRow {
  userId: number;
  place: number;
  score: number;
  prize: number;
  currencyId: number;
  status: 'none' | 'due' | 'held' | 'paid';
  heldReason: string | null;
  txId: number | null;
  paidAt: Date | null;
}

/** A closed tournament's places with each prize's ledger transaction and its time. */
export async function listPayouts(database: Query, tournamentId: number): Promise<DeskPayoutRow[]> {
  const rows = await database.query<{
    user_id: unknown;
    place: number;
    score: unknown;
    prize: unknown;
    currency_id: number;
    status: DeskPayoutRow['status'];
    held_reason: string | null;
    tx_id: unknown;
    tx_at: Date | string | null;
  }>(
    `select p.user_id, p.place, p.score, p.prize, p.currency_id, p.status, p.held_reason, p.tx_id, lt.created_at as tx_at
     from casino_tournament_places p left join ledger_transactions lt on lt.id = p.tx_id
     where p.tournament_id = $1 order by p.place`,
    [tournamentId],
  );
  return rows.map((r) => ({
    userId: asNumber(r.user_id),
    place: r.place,
    score: asNumber(r.score),
    prize: asNumber(r.prize),
    currencyId: r.currency_id,
    status: r.status,
    heldReason: r.held_reason,
    txId: asNumberOrNull(r.tx_id),
    paidAt: dateOrNull(r.tx_at),
  }));
}

export async function listBrands(database: Query): Promise<{ id: number; slug: string; name: string }[]> {
  const rows = await database.query<{ id: unknown; slug: string; name: string }>(
    'select id, slug, name from brands order by id',
  );
  return rows.map((r) => ({ id: asNumber(r.id), slug: r.slug, name: r.name }));
}
