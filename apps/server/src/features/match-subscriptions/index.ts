import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { startTicker } from '../../infra/ticker';
import type { OddsProvider } from '../../trading/provider';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { matchSubscriptionsRoutes } from './match-subscriptions.routes';
import {
  bindMatchSubscriptions,
  createMatchSubscriptions,
  type MatchSubscriptions,
} from './match-subscriptions.service';
import { createWebPushSender, type PushSender } from './push-sender';
import { loadVapidKeys, type VapidConfig } from './vapid-keys';

export interface MatchSubscriptionsPluginDeps {
  database: Database;
  engine: Pick<OddsProvider, 'getGame' | 'sports'>;
  clock: { now(): number };
  pubsub?: PubSub;
  /** VAPID keys from the configuration, else the data folder's development pair. */
  vapid: VapidConfig;
  /** Outside production a push endpoint may be plain HTTP on any host (the development stand-in). */
  nodeEnv: string;
  /** Defaults to the standard Web Push sender. */
  sender?: PushSender;
  isLeader?: () => boolean;
  /** How often followed games are read and due pushes sent (1000 ms); 0: only by hand. */
  tickMs?: number;
  auth?: AuthPreHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    matchSubscriptions: MatchSubscriptions;
  }
}

/**
 * Match-event subscriptions and Web Push (issue 23 §4, ADR 0069): the spec's three calls, a browser's push
 * subscription, and on the leader a timer that tells subscribers what happened and sends the queued pushes.
 */
export const matchSubscriptionsPlugin = fp<MatchSubscriptionsPluginDeps>(
  async (app, deps) => {
    const keys = loadVapidKeys(deps.vapid);
    const onError = (err: unknown) => app.log.warn({ err }, 'match subscriptions');
    const service = createMatchSubscriptions({
      database: deps.database,
      engine: deps.engine,
      clock: deps.clock,
      pubsub: deps.pubsub,
      sender: deps.sender ?? createWebPushSender(keys),
      allowHttpEndpoints: deps.nodeEnv !== 'production',
      onError,
    });
    bindMatchSubscriptions(deps.database, service);
    app.decorate('matchSubscriptions', service);
    matchSubscriptionsRoutes(app, { service, preHandler: deps.auth ?? requireUser, publicKey: keys.publicKey });

    // Notices queued by settlement and the timer finish before the database closes (onClose hooks run
    // in reverse order: this one after the timer has stopped).
    app.addHook('onClose', () => service.idle());
    const isLeader = deps.isLeader ?? (() => true);
    const tickMs = deps.tickMs ?? 1000;
    if (tickMs > 0) {
      const ticker = startTicker(
        async () => {
          if (!isLeader()) return service.follow();
          await service.tick();
          await service.drain();
        },
        tickMs,
        onError,
      );
      app.addHook('onClose', () => ticker.stop());
    }
  },
  { name: 'match-subscriptions', dependencies: ['auth'] },
);
