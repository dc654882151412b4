// Acting on a player (issue 24 §2, ADR 0045): block and unblock, operator RG blocks and their lift,
// and an inbox message, each through the owning feature's service, then the staff audit row (the
// action is atomic in its feature; ADR 0042 explains why the audit row follows it).
import { idParams } from '@fairline/shared/wire/backoffice';
import {
  liftBlockParams,
  liftBlockRequest,
  operatorBlockAnswer,
  operatorBlockRequest,
  playerBlockRequest,
  playerStatusAnswer,
  staffMessageAnswer,
  staffMessageRequest,
} from '@fairline/shared/wire/backoffice-players';
import { AppError } from '../../errors';
import { type OperatorStatus, setAccountStatus } from '../account/account.service';
import { closeUserSessions } from '../auth/auth.service';
import { sendOperatorMessage } from '../messages/messages.service';
import {
  INDEFINITE_BLOCK_END,
  liftOperatorBlock,
  startOperatorBlock,
} from '../responsible-gambling/responsible-gambling.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];

export function playerActionRoutes({ r, database }: BackofficeContext) {
  const statusRoute = (path: 'block' | 'unblock', status: OperatorStatus) =>
    r.post(
      `${ADMIN_API}/players/:id/${path}`,
      {
        config: { staffPermission: 'players.block' },
        schema: {
          tags: TAGS,
          summary:
            status === 'blocked'
              ? 'Block a player: sessions end at once; login, bets and deposits are refused'
              : 'Unblock a player blocked by staff',
          description: 'A closed account is neither blocked nor unblocked (409). Audited with the reason.',
          params: idParams,
          body: playerBlockRequest,
          response: { 200: playerStatusAnswer },
        },
      },
      async (req) => {
        const userId = req.params.id;
        const result = await setAccountStatus(database, userId, status);
        if (!result) throw new AppError('NOT_FOUND', 'Player is not found');
        if (result.before === 'closed')
          throw new AppError('CONFLICT', 'The account is closed', { errorCode: 'account_closed' });
        const changed = result.before !== result.after;
        const ended = status === 'blocked' ? await closeUserSessions(database, userId, 'blocked_by_operator') : 0;
        if (changed)
          await appendAudit(database, actorOf(req, req.body.reason), {
            action: status === 'blocked' ? 'players.blocked' : 'players.unblocked',
            subject: `user:${userId}`,
            before: { status: result.before },
            after: { status: result.after, ...(status === 'blocked' ? { sessions_ended: ended } : {}) },
          });
        return { status: result.after, changed };
      },
    );
  statusRoute('block', 'blocked');
  statusRoute('unblock', 'active');

  r.post(
    `${ADMIN_API}/players/:id/rg-blocks`,
    {
      config: { staffPermission: 'players.rg' },
      schema: {
        tags: TAGS,
        summary: 'Set an operator time-out or self-exclusion until a date, or indefinitely (until: null)',
        description: 'Ends the player’s sessions; the player is told in the inbox as for a block of their own.',
        params: idParams,
        body: operatorBlockRequest,
        response: { 200: operatorBlockAnswer },
      },
    },
    async (req) => {
      const userId = req.params.id;
      const block = await startOperatorBlock(database, {
        userId,
        kind: req.body.kind,
        until: req.body.until === null ? null : new Date(req.body.until),
        reason: req.body.reason,
        operator: staffOf(req).email,
      });
      const indefinite = block.until.getTime() === INDEFINITE_BLOCK_END.getTime();
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'players.rg_block_set',
        subject: `user:${userId}`,
        after: { block: block.id, kind: block.kind, until: indefinite ? 'indefinite' : block.until.toISOString() },
      });
      return { id: block.id, kind: block.kind, until: block.until.toISOString(), indefinite };
    },
  );

  r.post(
    `${ADMIN_API}/players/:id/rg-blocks/:blockId/lift`,
    {
      config: { staffPermission: 'players.rg' },
      schema: {
        tags: TAGS,
        summary: 'Lift a running operator RG block now (a block the player set cannot be lifted: 409)',
        params: liftBlockParams,
        body: liftBlockRequest,
        response: { 200: playerStatusAnswer },
      },
    },
    async (req) => {
      const { id: userId, blockId } = req.params;
      const lifted = await liftOperatorBlock(database, {
        userId,
        blockId,
        reason: req.body.reason,
        operator: staffOf(req).email,
      });
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'players.rg_block_lifted',
        subject: `user:${userId}`,
        before: { block: blockId, kind: lifted.kind, until: lifted.until.toISOString() },
        after: { block: blockId, until: lifted.liftedAt.toISOString() },
      });
      return { status: 'lifted', changed: true };
    },
  );

  r.post(
    `${ADMIN_API}/players/:id/messages`,
    {
      config: { staffPermission: 'players.message' },
      schema: {
        tags: TAGS,
        summary: 'Send a message to the player’s inbox (shown as written, under "From us")',
        params: idParams,
        body: staffMessageRequest,
        response: { 200: staffMessageAnswer },
      },
    },
    async (req) => {
      const userId = req.params.id;
      const id = await sendOperatorMessage(database, {
        userId,
        operator: staffOf(req).email,
        message: { title: req.body.title, body: req.body.body, link: null },
      });
      await appendAudit(database, actorOf(req), {
        action: 'players.message_sent',
        subject: `user:${userId}`,
        after: { message: id, title: req.body.title },
      });
      return { id };
    },
  );
}
