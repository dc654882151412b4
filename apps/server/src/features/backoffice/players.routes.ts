// Player search and the player page, read through the owning features' public services. Opening a
// player's page is itself audited (who looked at whose personal data).
import {
  BackofficeLimits,
  csvAnswer,
  idParams,
  playerPageAnswer,
  playerSearchQuery,
  playersAnswer,
} from '@fairline/shared/wire/backoffice';
import { AppError } from '../../errors';
import { playerProfile, searchPlayers } from '../account/account.service';
import { listUserSessions } from '../auth/auth.service';
import { listRecentBets } from '../bet-history/bet-history.service';
import { listPlayerBlocks, rgNow } from '../responsible-gambling/responsible-gambling.service';
import { listOpenAccounts } from '../wallet/wallet.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { findFlag, flaggedAmong, listNotes } from './player-records.repository';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const CSV_COLUMNS = [
  'id',
  'brand_id',
  'email',
  'phone',
  'first_name',
  'last_name',
  'country',
  'currency_id',
  'status',
  'suspicious',
  'created_at',
] as const;

export function playerRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/players`,
    {
      config: { staffPermission: 'players.read' },
      schema: {
        tags: TAGS,
        summary: 'Search players by id, e-mail, phone, name or session IP, sorted by a column (default: newest first)',
        querystring: playerSearchQuery,
        response: { 200: playersAnswer },
      },
    },
    async (req) => {
      const { q, offset, limit, sort, dir } = req.query;
      const found = await searchPlayers(database, q, offset, limit, { by: sort, dir });
      const flagged = await flaggedAmong(
        database,
        found.items.map((p) => p.id),
      );
      return { total: found.total, items: found.items.map((p) => ({ ...p, suspicious: flagged.has(p.id) })) };
    },
  );

  r.get(
    `${ADMIN_API}/players.csv`,
    {
      config: { staffPermission: 'players.read' },
      schema: {
        tags: TAGS,
        summary: 'The player search as CSV',
        querystring: playerSearchQuery.pick({ q: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const { q, sort, dir } = req.query;
      const found = await searchPlayers(database, q, 0, BackofficeLimits.csvRowsMax, { by: sort, dir });
      const flagged = await flaggedAmong(
        database,
        found.items.map((p) => p.id),
      );
      const items = found.items.map((p) => ({ ...p, suspicious: flagged.has(p.id) }));
      await appendAudit(database, actorOf(req), {
        action: 'players.exported',
        after: { q: req.query.q, rows: items.length },
      });
      reply.header('content-disposition', 'attachment; filename="players.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, items);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id`,
    {
      config: { staffPermission: 'players.read' },
      schema: {
        tags: TAGS,
        summary: 'A player: profile, balances, last bets, sessions, RG blocks, the flag and notes',
        params: idParams,
        response: { 200: playerPageAnswer },
      },
    },
    async (req) => {
      const userId = req.params.id;
      const profile = await playerProfile(database, userId);
      if (!profile) throw new AppError('NOT_FOUND', 'Player is not found');
      const [accounts, bets, sessions, blocks, flag, notes] = await Promise.all([
        listOpenAccounts(database, userId),
        listRecentBets(database, userId),
        listUserSessions(database, userId),
        listPlayerBlocks(database, userId, rgNow(database)),
        findFlag(database, userId),
        listNotes(database, userId),
      ]);
      await appendAudit(database, actorOf(req), { action: 'players.viewed', subject: `user:${userId}` });
      return {
        profile: { ...profile, suspicious: flag !== null },
        accounts: accounts.map((a) => ({
          id: a.id,
          currency_id: a.currencyId,
          kind: a.kind,
          balance_minor: a.balance,
          active: a.isActive,
        })),
        bets,
        sessions,
        rg_blocks: blocks,
        flag,
        notes,
      };
    },
  );
}
