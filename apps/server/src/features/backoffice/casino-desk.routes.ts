// The casino desks (issue 21, ADR 0072): tournaments (list per brand and status, create, edit, cancel, a
// running one's standings and a finished one's payouts) and the studio's jackpot (pools, wins, the
// contribution rate and each pool's seed). The tournaments feature and the studio own the data; every change is
// audited here right after it succeeded. Reading needs `casino.read`, changing `casino.promotions`.
import { idParams } from '@fairline/shared/wire/backoffice';
import {
  tournamentCancelRequest,
  tournamentCreateRequest,
  tournamentDeskAnswer,
  tournamentDeskListAnswer,
  tournamentDeskQuery,
  tournamentDeskRequest,
  tournamentSavedAnswer,
} from '@fairline/shared/wire/backoffice-casino';
import {
  jackpotContributionRequest,
  jackpotDeskAnswer,
  jackpotSeedRequest,
} from '@fairline/shared/wire/backoffice-jackpot';
import { jackpotDesk, setJackpotContribution, setJackpotSeed } from '../casino-studio/casino-studio.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const TOURNAMENTS = `${ADMIN_API}/casino/tournaments`;
const JACKPOT = `${ADMIN_API}/casino/jackpot`;

export function casinoDeskRoutes({ r, app, database, now }: BackofficeContext) {
  // The tournaments runtime registers after the back office; it is read when a request comes.
  const desk = () => app.casinoTournaments.desk;

  r.get(
    TOURNAMENTS,
    {
      config: { staffPermission: 'casino.read' },
      schema: {
        tags: TAGS,
        summary: 'Casino tournaments by status (scheduled, running, finished, cancelled) and brand, newest start first',
        querystring: tournamentDeskQuery,
        response: { 200: tournamentDeskListAnswer },
      },
    },
    async (req) => desk().list(req.query),
  );

  r.get(
    `${TOURNAMENTS}/:id`,
    {
      config: { staffPermission: 'casino.read' },
      schema: {
        tags: TAGS,
        summary: 'One tournament: its form, the live standings while it runs, the payouts once it is finished',
        params: idParams,
        response: { 200: tournamentDeskAnswer },
      },
    },
    async (req) => desk().detail(req.params.id),
  );

  r.post(
    TOURNAMENTS,
    {
      config: { staffPermission: 'casino.promotions' },
      schema: {
        tags: TAGS,
        summary: 'Create a tournament that starts in the future (idempotent by key)',
        description:
          'Refusals: 400 naming the field (end before start, prizes not descending or not from place 1, no games, a ' +
          'start in the past, an unknown game, currency or brand).',
        body: tournamentCreateRequest,
        response: { 200: tournamentSavedAnswer },
      },
    },
    async (req) => {
      const { idempotency_key: key, ...form } = req.body;
      const saved = await desk().create(form, key, staffOf(req).email);
      if (!saved.replayed) {
        await appendAudit(database, actorOf(req, form.reason ?? null), {
          action: 'casino.tournament_created',
          subject: `tournament:${saved.tournament.id}`,
          after: saved.tournament.form,
        });
      }
      return saved;
    },
  );

  r.put(
    `${TOURNAMENTS}/:id`,
    {
      config: { staffPermission: 'casino.promotions' },
      schema: {
        tags: TAGS,
        summary: 'Edit a scheduled tournament, or rename a running one',
        description:
          '409 tournament_running (a running one keeps its rules, prizes and times), tournament_finished, ' +
          'tournament_cancelled, tournament_series_times (a series occurrence keeps its times), tournament_changed.',
        params: idParams,
        body: tournamentDeskRequest,
        response: { 200: tournamentSavedAnswer },
      },
    },
    async (req) => {
      const { before, after } = await desk().update(req.params.id, req.body);
      await appendAudit(database, actorOf(req, req.body.reason ?? null), {
        action: 'casino.tournament_updated',
        subject: `tournament:${after.id}`,
        before: { status: before.status, ...before.form },
        after: { status: after.status, ...after.form },
      });
      return { tournament: after, replayed: false };
    },
  );

  r.post(
    `${TOURNAMENTS}/:id/cancel`,
    {
      config: { staffPermission: 'casino.promotions' },
      schema: {
        tags: TAGS,
        summary: 'Cancel a tournament that has not started: it leaves the players’ pages and never runs',
        description: '409 tournament_started, tournament_cancelled.',
        params: idParams,
        body: tournamentCancelRequest,
        response: { 200: tournamentSavedAnswer },
      },
    },
    async (req) => {
      const { before, after } = await desk().cancel(req.params.id, req.body.reason);
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'casino.tournament_cancelled',
        subject: `tournament:${after.id}`,
        before: { status: before.status },
        after: { status: after.status, cancelled_at: after.cancelled_at },
      });
      return { tournament: after, replayed: false };
    },
  );

  r.get(
    JACKPOT,
    {
      config: { staffPermission: 'casino.read' },
      schema: {
        tags: TAGS,
        summary: 'The jackpot: every pool with its seed and terms, the latest wins, the settings and what is read-only',
        response: { 200: jackpotDeskAnswer },
      },
    },
    async () => jackpotDesk(database),
  );

  r.post(
    `${JACKPOT}/contribution`,
    {
      config: { staffPermission: 'casino.promotions' },
      schema: {
        tags: TAGS,
        summary: 'Set the share of every real stake that feeds the pools (0.10 %–0.70 %), from the next round settled',
        body: jackpotContributionRequest,
        response: { 200: jackpotDeskAnswer },
      },
    },
    async (req) => {
      const before = await setJackpotContribution(database, req.body.contribution_bp, staffOf(req).email, now());
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'casino.jackpot_contribution_changed',
        subject: 'jackpot',
        before: { contribution_bp: before },
        after: { contribution_bp: req.body.contribution_bp },
      });
      return jackpotDesk(database);
    },
  );

  r.post(
    `${JACKPOT}/seed`,
    {
      config: { staffPermission: 'casino.promotions' },
      schema: {
        tags: TAGS,
        summary: 'Set what a currency’s pool starts from after its next win (100–2,000 USD converted)',
        description: 'The pool’s current amount is not touched. 400 naming `seed` out of bounds, 404 no such pool.',
        body: jackpotSeedRequest,
        response: { 200: jackpotDeskAnswer },
      },
    },
    async (req) => {
      const before = await setJackpotSeed(database, req.body.currency, req.body.seed, now());
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'casino.jackpot_seed_changed',
        subject: `jackpot:${req.body.currency}`,
        before: { seed: before },
        after: { seed: req.body.seed },
      });
      return jackpotDesk(database);
    },
  );
}
