import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../../infra/pubsub/redis-pubsub';
import { realtimeRoutes } from './realtime.routes';
import { isFrame, openTestClient } from './ws-client.testing';

const REDIS_URL = process.env.REDIS_URL;
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function startInstance(): Promise<{ app: FastifyInstance; pubsub: RedisPubSub; wsUrl: string }> {
  const pubsub = new RedisPubSub(REDIS_URL!);
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await realtimeRoutes(app, { pubsub, flush: { minFlushMs: 50 } });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanup.push(
    () => pubsub.close(),
    () => app.close(),
  );
  return { app, pubsub, wsUrl: `${address.replace('http', 'ws')}/ws` };
}

describe('two server instances on one Redis', () => {
  it.skipIf(!REDIS_URL)('delivers a change published on instance A to a client of instance B', async () => {
    const a = await startInstance();
    const b = await startInstance();
    const topic = `feed:game:${Date.now()}`;
    const client = await openTestClient(b.wsUrl);
    cleanup.push(async () => client.close());
    client.send({ op: 'sub', topics: [topic] });
    await client.waitFor(isFrame('subscribed'));
    await b.pubsub.whenSubscribed(topic);

    const change = { t: 'status', gameId: 1, status: 'live' };
    await a.pubsub.publish(topic, change);
    const batch = await client.waitFor(isFrame('batch'));
    expect(batch.items).toEqual([change]);
  });

  it.skipIf(!REDIS_URL)('unsubscribes from Redis once the last local client leaves', async () => {
    const b = await startInstance();
    const topic = `feed:game:${Date.now() + 1}`;
    const redis = new Redis(REDIS_URL!);
    cleanup.push(() => redis.quit());
    const subscribers = async () => ((await redis.pubsub('NUMSUB', topic)) as [string, number])[1];
    const client = await openTestClient(b.wsUrl);
    client.send({ op: 'sub', topics: [topic] });
    await client.waitFor(isFrame('subscribed'));
    await expect.poll(subscribers).toBe(1);
    client.close();
    await expect.poll(subscribers).toBe(0);
  });
});
