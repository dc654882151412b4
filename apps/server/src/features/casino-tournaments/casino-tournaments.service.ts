// The public module of casino tournaments (issue 21 §4, ADR 0065): the runtime app.ts wires into the
// socket's snapshots, and the use cases the routes call.
import { tournamentPhase } from '@fairline/shared/casino/tournament-rules';
import { CASINO_CATEGORIES } from '@fairline/shared/config/casino-sections';
import { SWITCH_DEFAULTS } from '@fairline/shared/config/switches';
import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import type { TournamentAnswer, TournamentMe, TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { parseTopic, topics } from '../../infra/pubsub/topics';
import type { CasinoGames } from '../casino/casino.service';
import * as repo from './casino-tournaments.repository';
import { createTournamentDesk } from './tournament-desk';
import { closeEnded, payPrizes } from './tournament-payout';
import { ensureOccurrences } from './tournament-schedule';
import { createStandings } from './tournament-standings';

export { insertTournament } from './casino-tournaments.repository';
export type { TournamentDesk } from './tournament-desk';
export { prizeKey } from './tournament-payout';

/** Finished tournaments stay listed this long after their end. */
const FINISHED_LISTED_MS = 7 * 86_400_000;

export interface TournamentsDeps {
  database: Database;
  games: CasinoGames;
  secret: string;
  pubsub?: PubSub | undefined;
  now: () => Date;
}

const ALL_GAMES = {
  ...SWITCH_DEFAULTS.thirdPartyCasino,
  isEnabled: true,
  categories: [...CASINO_CATEGORIES],
  providers: [],
  hiddenGames: [],
};

function summaryOf(t: repo.TournamentRow, lang: string, now: Date): TournamentSummary {
  const d = t.definition;
  const names: Record<string, string | undefined> = d.names;
  return {
    id: t.id,
    name: names[lang] || d.names.en,
    status: t.closedAt ? 'finished' : tournamentPhase(t.startsAt.getTime(), t.endsAt.getTime(), now.getTime()),
    rule: d.rule,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    prizes: d.prizes,
    reference_currency: d.reference_currency,
    points_per_unit: d.points_per_unit,
    min_stake_usd: d.min_stake_usd,
    min_rounds: d.min_rounds,
  };
}

/** The tournaments' runtime: standings, the live board's publisher and the end-of-tournament sweep. */
export function createTournaments(deps: TournamentsDeps) {
  const { database } = deps;
  const countingGames = (t: repo.TournamentRow): string[] => {
    const { games, categories } = t.definition;
    const ids = new Set(games);
    for (const { game } of deps.games.listWith(ALL_GAMES)) if (categories.includes(game.category)) ids.add(game.id);
    return [...ids];
  };
  const standings = createStandings({ database, countingGames, secret: deps.secret });
  const published = new Map<number, string>();
  // The back office's tournaments desk (ADR 0072): every game of the catalogue may count.
  const desk = createTournamentDesk({
    database,
    standings,
    catalog: () =>
      deps.games.listWith(ALL_GAMES).map(({ game }) => ({ id: game.id, name: game.name, category: game.category })),
    now: deps.now,
  });

  async function publishBoard(t: repo.TournamentRow, fresh: boolean): Promise<void> {
    const board = await standings.board(t, fresh);
    const json = JSON.stringify(board);
    if (published.get(t.id) === json) return;
    published.set(t.id, json);
    await deps.pubsub?.publish(topics.tournament(t.id), { ...board, t: 'tournament:board' });
  }

  return {
    countingGames,
    standings,
    desk,

    /** A brand's running, upcoming and recently finished tournaments. */
    async list(brandId: number, lang: string): Promise<TournamentSummary[]> {
      const now = deps.now();
      const rows = await repo.listTournaments(database, brandId, new Date(now.getTime() - FINISHED_LISTED_MS));
      return rows.map((t) => summaryOf(t, lang, now));
    },

    /** One tournament of the brand with its counting games offered here, its board and the player's standing. */
    async detail(
      id: number,
      brandId: number,
      lang: string,
      userId: number | null,
      offered: ReadonlyMap<string, LobbyGame>,
    ): Promise<TournamentAnswer['data']> {
      const t = await repo.findTournament(database, id);
      if (!t || t.brandId !== brandId) throw notFound('Tournament');
      const now = deps.now();
      const games = countingGames(t).flatMap((gameId) => {
        const g = offered.get(gameId);
        return g ? [{ id: g.id, slug: g.slug, name: g.name, category: g.category, art_url: g.art_url }] : [];
      });
      const board = await standings.board(t);
      const me = userId === null ? null : await standingOf(t, userId);
      return { tournament: summaryOf(t, lang, now), games, board, me, now: now.toISOString() };
    },

    /** The snapshot of `casino:tournament:<id>`, or undefined for any other topic. */
    snapshotForTopic(topic: string) {
      const parsed = parseTopic(topic);
      if (parsed?.kind !== 'tournament') return undefined;
      return repo.findTournament(database, parsed.tournamentId).then((t) => (t ? standings.board(t) : undefined));
    },

    /** Publishes each live tournament's board when it changed. */
    async publishBoards(): Promise<void> {
      for (const t of await repo.listLive(database, deps.now())) await publishBoard(t, true);
    },

    /**
     * The leader's step: makes the series' occurrences, freezes what ended and pays what is due (each
     * prize once, whatever runs twice or at once).
     */
    async sweep(at?: Date) {
      const now = at ?? deps.now();
      await ensureOccurrences(database, now);
      const payout = {
        database,
        standings,
        pubsub: deps.pubsub,
        onClosed: (t: repo.TournamentRow) => publishBoard(t, true),
      };
      const closed = await closeEnded(payout, now);
      const { paid, held } = await payPrizes(payout, now);
      return { closed, paid, held };
    },
  };

  async function standingOf(t: repo.TournamentRow, userId: number): Promise<TournamentMe> {
    const player = standings.tagOf(userId);
    if (t.closedAt) {
      const mine = (await repo.listPlaces(database, t.id)).find((p) => p.userId === userId);
      if (!mine) return { player, place: null, score: 0, rounds: 0, prize: null };
      const prize =
        mine.status === 'none' ? null : { amount: mine.prize, currency_id: mine.currencyId, status: mine.status };
      return { player, place: mine.place, score: mine.score, rounds: mine.rounds, prize };
    }
    const mine = (await standings.standings(t)).find((s) => s.userId === userId);
    return { player, place: mine?.place ?? null, score: mine?.score ?? 0, rounds: mine?.rounds ?? 0, prize: null };
  }
}

export type Tournaments = ReturnType<typeof createTournaments>;
