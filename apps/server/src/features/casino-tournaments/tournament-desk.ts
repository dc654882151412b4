// The tournaments desk's use cases (issue 21, ADR 0072): staff list a brand's tournaments, create a one-off,
// edit one that has not started (only the names of a running one), cancel one that has not started, and read a
// running one's live standings or a finished one's payouts. The desk's form maps onto the stored definition
// (ADR 0065) both ways, so a seeded occurrence is edited like a tournament made on the desk.
import { prizeOf } from '@fairline/shared/casino/tournament-rules';
import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import type {
  DeskTournament,
  TournamentDeskAnswer,
  TournamentDeskListAnswer,
  TournamentDeskQuery,
  TournamentDeskRequest,
} from '@fairline/shared/wire/backoffice-casino';
import { type TournamentDefinition, tournamentDefinition } from '@fairline/shared/wire/casino-tournaments';
import { AppError, badRequest, notFound } from '../../errors';
import type { Database } from '../../infra/db';
import type { TournamentRow } from './casino-tournaments.repository';
import * as desk from './tournament-desk.repository';
import type { Standings } from './tournament-standings';

const STANDINGS_SHOWN = 100;
const conflict = (errorCode: string, message: string) => new AppError('CONFLICT', message, { errorCode });

export interface TournamentDeskDeps {
  database: Database;
  standings: Standings;
  /** Every game of the catalogue, to choose from and to check a request against. */
  catalog: () => { id: string; name: string; category: DeskTournament['form']['categories'][number] }[];
  now: () => Date;
}

/** The stored definition of a desk request; `countries` are kept from the tournament edited. */
export function definitionOf(req: TournamentDeskRequest, currency: Currency, countries: string[] = []) {
  const unit = currency.conversionCoefficient * 10 ** currency.minorDigits;
  const names = Object.fromEntries(Object.entries(req.names).filter(([, v]) => v)) as TournamentDefinition['names'];
  return tournamentDefinition.parse({
    names,
    rule: req.rule,
    games: req.games,
    categories: req.categories,
    currencies: req.currency_only ? [currency.id] : [],
    countries,
    reference_currency: currency.id,
    points_per_unit: req.points_per_unit,
    min_stake_usd: req.min_stake_usd,
    min_rounds: req.min_rounds,
    // The currency's own amount; other currencies (when they count) get it in US dollars, converted back.
    prizes: req.prizes.map((p) => ({
      from: p.from,
      to: p.to,
      amounts: { [String(currency.id)]: p.amount },
      ...(req.currency_only ? {} : { usd: Math.max(0.01, Math.round((p.amount / unit) * 100) / 100) }),
    })),
  });
}

/** The desk's view of a stored tournament (its form filled from the definition). */
export function deskTournamentOf(row: desk.DeskRow): DeskTournament {
  const d = tournamentDefinition.parse(row.definition);
  const currency = currencyById(d.reference_currency);
  const amount = (place: number) =>
    currency ? prizeOf(d.prizes, place, currency.id, currency) : (d.prizes.find((p) => p.from === place)?.usd ?? 0);
  return {
    id: row.id,
    status: row.status,
    name: d.names.en,
    series_id: row.seriesId,
    form: {
      brand_id: row.brandId,
      names: d.names,
      rule: d.rule,
      games: d.games,
      categories: d.categories,
      currency_id: d.reference_currency,
      currency_only: d.currencies.length === 1 && d.currencies[0] === d.reference_currency,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      prizes: d.prizes.map((p) => ({ from: p.from, to: p.to, amount: amount(p.from) })),
      points_per_unit: d.points_per_unit,
      min_stake_usd: d.min_stake_usd,
      min_rounds: d.min_rounds,
    },
    created_by: row.createdBy,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** Everything of a form but the names, to tell a running tournament's rename from a change of its rules. */
function rulesOf(f: Omit<DeskTournament['form'], 'names'>): string {
  return JSON.stringify([
    f.brand_id,
    f.rule,
    [...f.games].sort(),
    [...f.categories].sort(),
    f.currency_id,
    f.currency_only,
    Date.parse(f.starts_at),
    Date.parse(f.ends_at),
    f.prizes.map((p) => [p.from, p.to, p.amount]),
    f.points_per_unit,
    f.min_stake_usd,
    f.min_rounds,
  ]);
}

export function createTournamentDesk(deps: TournamentDeskDeps) {
  const { database } = deps;

  async function checked(req: TournamentDeskRequest): Promise<Currency> {
    const currency = currencyById(req.currency_id);
    if (!currency) throw badRequest('Unknown currency', { currency_id: `There is no currency ${req.currency_id}` });
    const known = new Set(deps.catalog().map((g) => g.id));
    const unknown = req.games.filter((g) => !known.has(g));
    if (unknown.length > 0) throw badRequest('Unknown game', { games: `No such game: ${unknown.join(', ')}` });
    const brands = await desk.listBrands(database);
    if (!brands.some((b) => b.id === req.brand_id)) {
      throw badRequest('Unknown brand', { brand_id: `There is no brand ${req.brand_id}` });
    }
    return currency;
  }
  const mustBeAhead = (req: TournamentDeskRequest, now: Date) => {
    if (Date.parse(req.starts_at) <= now.getTime()) {
      throw badRequest('The start must lie ahead', {
        starts_at: 'A new or rescheduled tournament starts in the future',
      });
    }
  };
  async function found(id: number): Promise<desk.DeskRow> {
    const row = await desk.findDesk(database, deps.now(), id);
    if (!row) throw notFound('Tournament');
    return row;
  }

  return {
    async list(query: TournamentDeskQuery): Promise<TournamentDeskListAnswer> {
      const now = deps.now();
      const [{ rows, total }, brands] = await Promise.all([
        desk.listDesk(database, now, query),
        desk.listBrands(database),
      ]);
      const games = deps.catalog().sort((a, b) => a.name.localeCompare(b.name));
      return { items: rows.map(deskTournamentOf), total, brands, games, now: now.toISOString() };
    },

    async detail(id: number): Promise<TournamentDeskAnswer> {
      const row = await found(id);
      const tournament = deskTournamentOf(row);
      const live: TournamentRow = { ...row, definition: tournamentDefinition.parse(row.definition) };
      const standings =
        row.closedAt === null && row.cancelledAt === null && row.status !== 'scheduled'
          ? (await deps.standings.standings(live)).slice(0, STANDINGS_SHOWN).map((s) => ({
              user_id: s.userId,
              place: s.place,
              score: s.score,
              rounds: s.rounds,
              currency_id: s.currencyId,
            }))
          : [];
      const payouts = row.closedAt
        ? (await desk.listPayouts(database, id)).map((p) => ({
            user_id: p.userId,
            place: p.place,
            score: p.score,
            amount: p.prize,
            currency_id: p.currencyId,
            status: p.status,
            held_reason: p.heldReason,
            ledger_transaction_id: p.txId,
            paid_at: p.paidAt?.toISOString() ?? null,
          }))
        : [];
      return { tournament, standings, payouts };
    },

    /** Staff keep the key until the create succeeds: the same key answers the first tournament (replayed). */
    async create(req: TournamentDeskRequest, key: string, by: string) {
      const currency = await checked(req);
      const known = await desk.idOfKey(database, key);
      if (known !== null) return { tournament: deskTournamentOf(await found(known)), replayed: true };
      mustBeAhead(req, deps.now());
      const made = await desk.insertDesk(database, {
        brandId: req.brand_id,
        startsAt: new Date(req.starts_at),
        endsAt: new Date(req.ends_at),
        definition: definitionOf(req, currency),
        createdBy: by,
        key,
      });
      return { tournament: deskTournamentOf(await found(made.id)), replayed: made.replayed };
    },

    /** A scheduled tournament changes as a whole; a running one only its names; others not at all. */
    async update(id: number, req: TournamentDeskRequest) {
      const before = await found(id);
      if (before.status === 'cancelled') throw conflict('tournament_cancelled', 'A cancelled tournament cannot change');
      if (before.status === 'finished') throw conflict('tournament_finished', 'A finished tournament cannot change');
      const currency = await checked(req);
      const old = tournamentDefinition.parse(before.definition);
      const next = definitionOf(req, currency, old.countries);
      const times = { brandId: req.brand_id, startsAt: new Date(req.starts_at), endsAt: new Date(req.ends_at) };
      const now = deps.now();
      let changed: boolean;
      if (before.status === 'running') {
        if (rulesOf(req) !== rulesOf(deskTournamentOf(before).form)) {
          throw conflict(
            'tournament_running',
            'A running tournament keeps its rules, prizes and times; only its names change',
          );
        }
        changed = await desk.renameRunning(database, now, id, next.names);
      } else {
        const moved =
          times.startsAt.getTime() !== before.startsAt.getTime() || times.endsAt.getTime() !== before.endsAt.getTime();
        if (before.seriesId !== null && (moved || times.brandId !== before.brandId)) {
          throw conflict(
            'tournament_series_times',
            'An occurrence of a series keeps its brand and times (edit its rules, or cancel it)',
          );
        }
        if (moved) mustBeAhead(req, now);
        changed = await desk.updateScheduled(database, now, id, { ...times, definition: next });
      }
      if (!changed) throw conflict('tournament_changed', 'The tournament started or changed meanwhile: reload it');
      return { before: deskTournamentOf(before), after: deskTournamentOf(await found(id)) };
    },

    async cancel(id: number, reason: string) {
      const before = await found(id);
      if (before.status === 'cancelled') throw conflict('tournament_cancelled', 'The tournament is cancelled already');
      if (before.status !== 'scheduled') {
        throw conflict('tournament_started', 'Only a tournament that has not started can be cancelled');
      }
      if (!(await desk.cancelScheduled(database, deps.now(), id, reason))) {
        throw conflict('tournament_started', 'The tournament started meanwhile');
      }
      return { before: deskTournamentOf(before), after: deskTournamentOf(await found(id)) };
    },
  };
}

export type TournamentDesk = ReturnType<typeof createTournamentDesk>;
