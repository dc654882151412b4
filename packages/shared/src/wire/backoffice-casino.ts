// Wire payloads of the back office's tournaments desk (issue 21, docs/decisions/0072-backoffice-casino.md):
// casino tournaments listed per brand and status, created, edited and cancelled by staff, a running one's
// live board and a finished one's payouts. Prize amounts are integers in minor units of the tournament's
// currency; times are ISO date-times (the desk works in UTC).
import { z } from 'zod';
import { paging } from './backoffice';
import { brandRef } from './backoffice-marketing';
import { casinoCategory, casinoGameId } from './casino-lobby';
import { tournamentRule } from './casino-tournaments';

/** Bounds of what staff set (the server checks the same ones). */
export const TournamentDeskLimits = {
  nameMax: 80,
  prizeRowsMax: 50,
  placesMax: 1000,
  daysMax: 90,
  pointsPerUnitMax: 1_000_000,
  minStakeUsdMax: 10_000,
  minRoundsMax: 100_000,
  amountMax: 1e13,
} as const;

/** The desk's statuses: scheduled (not started), running, finished (its end passed), cancelled. */
export const DESK_TOURNAMENT_STATUSES = ['scheduled', 'running', 'finished', 'cancelled'] as const;
export const deskTournamentStatus = z.enum(DESK_TOURNAMENT_STATUSES);
export type DeskTournamentStatus = z.infer<typeof deskTournamentStatus>;

const when = z.string().datetime({ offset: true });
const reason = z.string().trim().min(3).max(500);

/** One row of the prize table: places `from`..`to` each win `amount` (minor units of the currency). */
export const deskPrize = z.object({
  from: z.number().int().min(1).max(TournamentDeskLimits.placesMax),
  to: z.number().int().min(1).max(TournamentDeskLimits.placesMax),
  amount: z.number().int().positive('A prize is more than 0').max(TournamentDeskLimits.amountMax),
});
export type DeskPrize = z.infer<typeof deskPrize>;

const tournamentFields = z.object({
  brand_id: z.number().int().positive(),
  names: z.object({
    en: z.string().trim().min(1, 'An English name is required').max(TournamentDeskLimits.nameMax),
    ru: z.string().trim().max(TournamentDeskLimits.nameMax).optional(),
    ar: z.string().trim().max(TournamentDeskLimits.nameMax).optional(),
  }),
  rule: tournamentRule,
  games: z.array(casinoGameId).max(200).default([]),
  categories: z.array(casinoCategory).max(10).default([]),
  /** Points and prizes are in this currency. */
  currency_id: z.number().int().positive(),
  /** true: only rounds staked in `currency_id` count; false: every currency, converted. */
  currency_only: z.boolean().default(true),
  starts_at: when,
  ends_at: when,
  prizes: z.array(deskPrize).min(1, 'A prize table needs a row').max(TournamentDeskLimits.prizeRowsMax),
  /** Wager: points per unit of the currency staked. */
  points_per_unit: z.number().int().min(1).max(TournamentDeskLimits.pointsPerUnitMax).default(1),
  /** Multiplier: the smallest stake of a counting round, in US dollars (converted up per currency). */
  min_stake_usd: z.number().min(0).max(TournamentDeskLimits.minStakeUsdMax).default(0),
  min_rounds: z.number().int().min(1).max(TournamentDeskLimits.minRoundsMax).default(1),
  reason: reason.optional(),
});

/** The rules across fields: each refusal names its field (the server and the staff form run the same). */
function refineTournament(t: z.infer<typeof tournamentFields>, ctx: z.RefinementCtx) {
  const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (Date.parse(t.ends_at) <= Date.parse(t.starts_at)) fail(['ends_at'], 'The end must be after the start');
  else if (Date.parse(t.ends_at) - Date.parse(t.starts_at) > TournamentDeskLimits.daysMax * 86_400_000) {
    fail(['ends_at'], `A tournament lasts at most ${TournamentDeskLimits.daysMax} days`);
  }
  if (t.games.length === 0 && t.categories.length === 0) fail(['games'], 'Choose the games or categories that count');
  let next = 1;
  let last = Number.POSITIVE_INFINITY;
  t.prizes.forEach((p, i) => {
    if (p.from !== next) fail(['prizes', i, 'from'], `Place ${next} comes next (the rows follow each other from 1)`);
    if (p.to < p.from) fail(['prizes', i, 'to'], 'The last place of a row is not before its first');
    if (p.amount >= last) fail(['prizes', i, 'amount'], 'Prizes go down from place to place');
    next = p.to + 1;
    last = p.amount;
  });
}

/** PUT /admin-api/casino/tournaments/:id: the tournament as the desk's form edits it. */
export const tournamentDeskRequest = tournamentFields.superRefine(refineTournament);
export type TournamentDeskRequest = z.infer<typeof tournamentDeskRequest>;
export type TournamentDeskInput = z.input<typeof tournamentDeskRequest>;

/** POST /admin-api/casino/tournaments: the form plus a key the staff app keeps until the create succeeds. */
export const tournamentCreateRequest = tournamentFields
  .extend({ idempotency_key: z.string().trim().min(8).max(100) })
  .superRefine(refineTournament);
export type TournamentCreateInput = z.input<typeof tournamentCreateRequest>;

export const tournamentCancelRequest = z.object({ reason });

export const tournamentDeskQuery = paging.extend({
  status: deskTournamentStatus.optional(),
  brand: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TournamentDeskQuery = z.infer<typeof tournamentDeskQuery>;

/** A tournament on the desk: its form's fields and what happened to it. */
export const deskTournament = z.object({
  id: z.number().int(),
  status: deskTournamentStatus,
  name: z.string(),
  series_id: z.number().int().nullable().describe('The recurring series it was made from (null: a one-off)'),
  form: z.object({
    brand_id: z.number().int(),
    names: z.object({ en: z.string(), ru: z.string().optional(), ar: z.string().optional() }),
    rule: tournamentRule,
    games: z.array(z.string()),
    categories: z.array(casinoCategory),
    currency_id: z.number().int(),
    currency_only: z.boolean(),
    starts_at: z.string(),
    ends_at: z.string(),
    prizes: z.array(deskPrize),
    points_per_unit: z.number().int(),
    min_stake_usd: z.number(),
    min_rounds: z.number().int(),
  }),
  created_by: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type DeskTournament = z.infer<typeof deskTournament>;

/** A game staff may count, for the form's choices. */
export const deskGame = z.object({ id: z.string(), name: z.string(), category: casinoCategory });

export const tournamentDeskListAnswer = z.object({
  items: z.array(deskTournament),
  total: z.number().int(),
  brands: z.array(brandRef),
  games: z.array(deskGame),
  now: z.string().describe('The tournaments’ clock'),
});
export type TournamentDeskListAnswer = z.infer<typeof tournamentDeskListAnswer>;

/** A player's standing as staff see it (the account id, unlike the public board's tag). */
export const deskStanding = z.object({
  user_id: z.number().int(),
  place: z.number().int().nullable(),
  score: z.number().int(),
  rounds: z.number().int(),
  currency_id: z.number().int(),
});

/** A finished tournament's place with its prize and payment, from the ledger. */
export const deskPayout = z.object({
  user_id: z.number().int(),
  place: z.number().int(),
  score: z.number().int(),
  amount: z.number().int(),
  currency_id: z.number().int(),
  status: z.enum(['none', 'due', 'held', 'paid']),
  held_reason: z.string().nullable(),
  ledger_transaction_id: z.number().int().nullable(),
  paid_at: z.string().nullable().describe('The ledger transaction’s time'),
});
export type DeskPayout = z.infer<typeof deskPayout>;

export const tournamentSavedAnswer = z.object({
  tournament: deskTournament,
  replayed: z.boolean().describe('true: the same idempotency_key made it before; nothing new was made'),
});

export const tournamentDeskAnswer = z.object({
  tournament: deskTournament,
  standings: z.array(deskStanding).describe('Running (or ended, not closed yet): the live standings, top 100'),
  payouts: z.array(deskPayout).describe('Closed: every frozen place'),
});
export type TournamentDeskAnswer = z.infer<typeof tournamentDeskAnswer>;
