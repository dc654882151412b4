// The player page's records (issue 24 §2 players, ADR 0045 "The player page's records"): the ledger
// with running balances (and its CSV), casino rounds, payments, limits, verification, bonuses and
// inbox messages, each its own GET under players.read, read through the owning feature's public
// module. Opening the page is audited (players.viewed); the ledger's CSV export is audited too.
import { BackofficeLimits, csvAnswer, idParams, paging } from '@fairline/shared/wire/backoffice';
import {
  playerBonusesAnswer,
  playerLedgerAnswer,
  playerLedgerQuery,
  playerMessagesAnswer,
  playerPaymentsAnswer,
  playerPaymentsQuery,
  playerRgLimitsAnswer,
  playerRoundsAnswer,
  playerRoundsQuery,
  playerVerificationAnswer,
} from '@fairline/shared/wire/backoffice-player-records';
import { AppError } from '../../errors';
import { playerProfile } from '../account/account.service';
import { officeBonuses } from '../bonuses/bonuses.service';
import { getInbox } from '../messages/messages.service';
import { limitsReport, readSessionLimit, rgNow } from '../responsible-gambling/responsible-gambling.service';
import { verificationSummaryOf } from '../verification/verification.service';
import { accountStatement } from '../wallet/wallet.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const READ = { staffPermission: 'players.read' } as const;
const LEDGER_CSV = [
  'entry_id',
  'created_at',
  'kind',
  'reference',
  'transaction_id',
  'amount_minor',
  'balance_after_minor',
] as const;

export function playerPageRecordRoutes({ r, app, database }: BackofficeContext) {
  /** 404 for an unknown player (every record below is of one player). */
  const player = async (id: number) => {
    const profile = await playerProfile(database, id);
    if (!profile) throw new AppError('NOT_FOUND', 'Player is not found');
    return profile;
  };

  r.get(
    `${ADMIN_API}/players/:id/ledger`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'One account’s ledger entries, newest first, each with the balance after it (default: cash)',
        params: idParams,
        querystring: playerLedgerQuery,
        response: { 200: playerLedgerAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      const { account_id, offset, limit } = req.query;
      return accountStatement(database, { userId: req.params.id, accountId: account_id, offset, limit });
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/ledger.csv`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The account’s ledger with running balances as CSV (newest first, audited)',
        params: idParams,
        querystring: playerLedgerQuery.pick({ account_id: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      await player(req.params.id);
      const found = await accountStatement(database, {
        userId: req.params.id,
        accountId: req.query.account_id,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      await appendAudit(database, actorOf(req), {
        action: 'players.ledger_exported',
        subject: `user:${req.params.id}`,
        after: { account: found.account?.id ?? null, rows: found.items.length },
      });
      const name = `player-${req.params.id}-ledger-${found.account?.id ?? 'none'}.csv`;
      reply.header('content-disposition', `attachment; filename="${name}"`).type('text/csv; charset=utf-8');
      return toCsv(LEDGER_CSV, found.items);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/casino-rounds`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The player’s casino rounds, newest first, as their game history shows them',
        params: idParams,
        querystring: playerRoundsQuery,
        response: { 200: playerRoundsAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      return app.casino.rounds(req.params.id, req.query);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/payments`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The player’s deposits and withdrawals, newest first',
        params: idParams,
        querystring: playerPaymentsQuery,
        response: { 200: playerPaymentsAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      return app.payments.playerPayments({ userId: req.params.id, ...req.query });
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/rg-limits`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The deposit, loss and wager limits in force with their window’s use, and the session limit',
        params: idParams,
        response: { 200: playerRgLimitsAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      const now = rgNow(database);
      const [money, session] = await Promise.all([
        limitsReport(database, { userId: req.params.id, minPercent: Number.NEGATIVE_INFINITY, sort: 'user_id' }, now),
        readSessionLimit(database, req.params.id, now),
      ]);
      return {
        money: money.map(({ kind, period, currency_id, limit_minor, used_minor, used_percent }) => ({
          kind,
          period,
          currency_id,
          limit_minor,
          used_minor,
          used_percent,
        })),
        session: {
          minutes: session.minutes,
          pending_minutes: session.pendingMinutes,
          pending_effective_at: session.pendingEffectiveAt?.toISOString() ?? null,
        },
      };
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/verification`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The player’s verification status and documents’ metadata (decisions: the verification desk)',
        params: idParams,
        response: { 200: playerVerificationAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      return verificationSummaryOf(database, req.params.id);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/bonuses`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The player’s bonuses: active ones, then the closed, with wagering progress',
        params: idParams,
        response: { 200: playerBonusesAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      return officeBonuses(database, req.params.id, 'en');
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/messages`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The player’s inbox as they see it now, newest first',
        params: idParams,
        querystring: paging,
        response: { 200: playerMessagesAnswer },
      },
    },
    async (req) => {
      await player(req.params.id);
      const { offset, limit } = req.query;
      // The inbox pages by number: an offset that is not a multiple of the limit starts at the page holding it.
      const page = await getInbox(database, req.params.id, {
        page_number: Math.floor(offset / limit) + 1,
        page_size: limit,
        unread_only: false,
      });
      return { total: page.total, unread: page.unread, items: page.messages };
    },
  );
}
