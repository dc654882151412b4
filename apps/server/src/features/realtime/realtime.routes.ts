import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../infra/pubsub/pubsub';
import type { HubStats, SnapshotProvider } from './hub-types';
import { protocolDescription, RealtimeLimits } from './realtime-protocol';
import { WsHub } from './ws-hub';

export interface RealtimeDeps {
  pubsub: PubSub;
  /** Current state of a topic for a new subscriber (the feed provides it). */
  snapshot?: SnapshotProvider;
  /** How often each client gets its merged changes; 150 ms by default. */
  flushMs?: number;
}

export interface Realtime {
  hub: WsHub;
  stats: () => HubStats;
}

/** `GET /ws`: the one WebSocket of the app, fed from `deps.pubsub`. The hub closes with the app. */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  const hub = new WsHub({
    pubsub: deps.pubsub,
    snapshot: deps.snapshot,
    flushMs: deps.flushMs,
    onError: (err) => app.log.warn({ err }, 'realtime error'),
  });
  // Added before the plugin's own preClose, so clients hear 1001 (going away) and reconnect elsewhere.
  app.addHook('preClose', async () => hub.close());
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      options: { maxPayload: RealtimeLimits.maxMessageBytes },
      errorHandler: (err, socket, req) => {
        // Mostly clients vanishing mid-frame (ECONNRESET): expected, not an incident.
        req.log.debug({ err }, 'websocket error');
        socket.terminate();
      },
    });
  }

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { tags: ['realtime'], summary: 'Live odds, scores and game changes', description: protocolDescription },
    handler: async (_req, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ message: 'Upgrade to a WebSocket to use /ws', error_code: 'UPGRADE_REQUIRED' }),
    wsHandler: (socket) => {
      const connection = hub.connect(socket);
      socket.on('message', (data) => connection.receive(data.toString()));
      socket.on('pong', () => connection.pong());
      socket.on('close', () => connection.disconnect());
    },
  });
  return { hub, stats: () => hub.stats() };
}
