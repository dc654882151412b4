import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { startTicker } from '../../infra/ticker';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { claimDueMessages } from './inbox.repository';
import { DEFAULT_BET_MESSAGE_THRESHOLD_USD } from './inbox-rules';
import { bindInbox, inboxRuntime, pushUnreadCount } from './inbox-runtime';
import { messagesRoutes } from './messages.routes';

export interface MessagesDeps {
  database: Database;
  /** The unread count is pushed on `user:<id>` when given. */
  pubsub?: PubSub;
  now?: () => Date;
  /** A settled bet whose stake or return reaches this many US dollars gets a message (default 50). */
  betThresholdUsd?: number;
  /** How often messages that waited (a raised limit's "now in force") are looked for; 0: only by `sweep()`. */
  sweepMs?: number;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes the unread count of players whose waiting messages came due (the timer does it too). */
    inbox: { sweep(): Promise<number> };
  }
}

/**
 * The inbox (issue 20, ADR 0031): system and operator messages per player, the office's calls under
 * /web-api/officeapi, and the unread count pushed over /ws. Other features send through
 * messages.service.ts; the plugin registers the channel and clock they send with.
 */
export const messagesPlugin = fp<MessagesDeps>(
  async (app, deps) => {
    const onError = deps.onError ?? ((err: unknown) => app.log.warn({ err }, 'inbox'));
    bindInbox(deps.database, {
      pubsub: deps.pubsub,
      now: deps.now ?? (() => new Date()),
      betThresholdUsd: deps.betThresholdUsd ?? DEFAULT_BET_MESSAGE_THRESHOLD_USD,
      onError,
    });
    messagesRoutes(app, deps.database, deps.auth ?? requireUser);

    const sweep = async () => {
      const players = await claimDueMessages(deps.database, inboxRuntime(deps.database).now());
      for (const userId of players) await pushUnreadCount(deps.database, userId);
      return players.length;
    };
    app.decorate('inbox', { sweep });
    const sweepMs = deps.sweepMs ?? 30_000;
    if (sweepMs > 0) {
      const ticker = startTicker(sweep, sweepMs, onError);
      app.addHook('onClose', () => ticker.stop());
    }
  },
  { name: 'messages' },
);
