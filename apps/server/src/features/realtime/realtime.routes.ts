import { LIVE_PROTOCOL_VERSION, RealtimeLimits } from '@fairline/shared/realtime/protocol';
import { serverFrame } from '@fairline/shared/wire/live-frames';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { internalTopics } from '../../infra/pubsub/topics';
import { sendError } from '../../plugins/error-handler';
import type { FlushWindowOptions, HubStats, SnapshotProvider, TopicGuard } from './hub-types';
import { protocolDescription } from './realtime-protocol';
import { WsHub } from './ws-hub';

export interface RealtimeDeps {
  pubsub: PubSub;
  /** Current state of a topic for a new subscriber (the feed provides it). */
  snapshot?: SnapshotProvider;
  /** How often clients get their merged changes (the rule is in flush-window.ts); defaults suit production. */
  flush?: FlushWindowOptions;
  /**
   * The signed-in user of the upgrade request (session cookie or bearer token) and that session, or
   * null for a guest. Without it every socket is a guest's and `user:<id>` topics are refused.
   */
  authenticate?: (req: FastifyRequest) => Promise<{ userId: number; sessionId: string } | null>;
  /** Whether a signed-in user may watch a feed topic (player settings' disallowed sports, ADR 0030). */
  topicGuard?: TopicGuard;
}

export interface Realtime {
  hub: WsHub;
  stats: () => HubStats;
}

/** The protocol version a client speaks; an old client that sends none speaks the first. */
const liveQuery = z.object({
  v: z
    .literal(String(LIVE_PROTOCOL_VERSION))
    .optional()
    .describe('Protocol version (LIVE_PROTOCOL_VERSION); another is refused, so a stale page fails loudly'),
});

/** `GET /ws`: the one WebSocket of the app, fed from `deps.pubsub`. The hub closes with the app. */
export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  const hub = new WsHub({
    pubsub: deps.pubsub,
    snapshot: deps.snapshot,
    topicGuard: deps.topicGuard,
    ...deps.flush,
    onError: (err) => app.log.warn({ err }, 'realtime error'),
  });
  // A socket lives no longer than its session, on whichever instance the session ended (ADR 0057).
  const stopSessionsEnded = deps.pubsub.subscribe(internalTopics.sessionsEnded, (message) => {
    const ids = (message as { sessionIds?: unknown }).sessionIds;
    if (Array.isArray(ids)) hub.endSessions(ids.filter((id): id is string => typeof id === 'string'));
  });
  // Added before the plugin's own preClose, so clients hear 1001 (going away) and reconnect elsewhere.
  app.addHook('preClose', async () => {
    stopSessionsEnded();
    await hub.close();
  });
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

  // Resolved before the upgrade, so the hub knows the user before the first message can arrive.
  const signedIn = new WeakMap<FastifyRequest, { userId: number; sessionId: string }>();
  const authenticate = deps.authenticate;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/ws',
    schema: {
      tags: ['realtime'],
      summary: 'Live odds, scores and game changes',
      description: protocolDescription,
      querystring: liveQuery,
      // Not an HTTP answer: documents the frames that follow the upgrade (nothing is serialised with it).
      response: {
        101: {
          description: 'Switching Protocols; then the server sends these frames (JSON text)',
          content: { 'application/json': { schema: serverFrame } },
        },
      },
    },
    // A plain GET is an error like any other: the full error shape (request id included).
    handler: async (req, reply) =>
      sendError(
        req,
        reply.header('upgrade', 'websocket'),
        new AppError('BAD_REQUEST', 'Upgrade to a WebSocket to use /ws', {
          status: 426,
          errorCode: 'UPGRADE_REQUIRED',
        }),
      ),
    preValidation: authenticate
      ? async (req) => {
          const user = await authenticate(req);
          if (user !== null) signedIn.set(req, user);
        }
      : undefined,
    wsHandler: (socket, req) => {
      const user = signedIn.get(req);
      const connection = hub.connect(
        socket,
        user === undefined ? {} : { userId: String(user.userId), sessionId: user.sessionId },
      );
      socket.on('message', (data) => connection.receive(data.toString()));
      socket.on('pong', () => connection.pong());
      socket.on('close', () => connection.disconnect());
    },
  });
  return { hub, stats: () => hub.stats() };
}
