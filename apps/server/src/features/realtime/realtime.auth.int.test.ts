import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { authPlugin } from '../auth';
import { authenticate, createSession, SESSION_COOKIE } from '../auth/auth.service';
import { createSiteConfigService } from '../config/config.service';
import { realtimeRoutes } from './realtime.routes';

let database: Database;
let app: FastifyInstance;
let pubsub: MemoryPubSub;
let url: string;
let player: { id: number; cookie: string };
let otherId: number;

async function insertUser(database: Database, tag: string): Promise<number> {
  const [row] = await database.query<{ id: string }>(
    `insert into users (brand_id, email, password_hash, country, currency_id, registration_type)
     select id, $1, 'x', 'ru', 1, 'full_reg' from brands where slug = 'fairline' returning id`,
    [`ws-${tag}-${process.pid}@example.com`],
  );
  return Number(row?.id);
}

/** Opens a socket with the given cookie and resolves the first frame of the given type. */
async function openSocket(cookie?: string) {
  const ws = new WebSocket(url, cookie ? { headers: { cookie } } : {});
  const frames: ServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = async <T extends ServerFrame['t']>(type: T): Promise<Extract<ServerFrame, { t: T }>> => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const found = frames.find((f): f is Extract<ServerFrame, { t: T }> => f.t === type);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
  };
  return { ws, next, send: (message: unknown) => ws.send(JSON.stringify(message)) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const id = await insertUser(database, 'player');
  const session = await createSession(database, { userId: id });
  player = { id, cookie: `${SESSION_COOKIE}=${session.token}` };
  otherId = await insertUser(database, 'other');

  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  await app.register(authPlugin, { database, sites: createSiteConfigService(database, testConfig()), nodeEnv: 'test' });
  pubsub = new MemoryPubSub();
  // The wiring app.ts uses: the upgrade request's session cookie or bearer token names the user.
  await realtimeRoutes(app, {
    pubsub,
    flush: { minFlushMs: 20 },
    authenticate: async (req) => {
      const user = await authenticate(req);
      return user && { userId: user.id, sessionId: user.sessionId };
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace('http', 'ws')}/ws`;
}, 60_000);

afterAll(async () => {
  await app.close();
  await pubsub.close();
  await database.close();
});

describe('GET /ws for a signed-in player', () => {
  it('lets a logged-in socket subscribe to its own user topic and receive its bet status', async () => {
    const client = await openSocket(player.cookie);
    client.send({ op: 'sub', topics: [`user:${player.id}`] });
    expect(await client.next('subscribed')).toEqual({ t: 'subscribed', topics: [`user:${player.id}`] });
    await pubsub.publish(`user:${player.id}`, { t: 'bet', betId: 5, status: 'won', payout: 12345 });
    expect((await client.next('batch')).items).toEqual([{ t: 'bet', betId: 5, status: 'won', payout: 12345 }]);
    client.ws.close();
  });

  it("refuses another player's user topic to a logged-in socket", async () => {
    const client = await openSocket(player.cookie);
    client.send({ op: 'sub', topics: [`user:${otherId}`] });
    expect(await client.next('subscribed')).toEqual({
      t: 'subscribed',
      topics: [],
      rejected: [{ topic: `user:${otherId}`, reason: 'forbidden' }],
    });
    client.ws.close();
  });

  it('refuses every user topic to a guest or an unknown session, but still serves the feed', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const client = await openSocket(cookie);
      client.send({ op: 'sub', topics: [`user:${player.id}`, 'feed:games'] });
      expect(await client.next('subscribed')).toEqual({
        t: 'subscribed',
        topics: ['feed:games'],
        rejected: [{ topic: `user:${player.id}`, reason: 'forbidden' }],
      });
      client.ws.close();
    }
  });
});
