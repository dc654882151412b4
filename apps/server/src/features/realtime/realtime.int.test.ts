import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { type Realtime, realtimeRoutes } from './realtime.routes';
import { isFrame, openTestClient } from './ws-client.testing';

let app: FastifyInstance;
let pubsub: MemoryPubSub;
let realtime: Realtime;
let url: string;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  pubsub = new MemoryPubSub();
  realtime = await realtimeRoutes(app, {
    pubsub,
    flush: { minFlushMs: 50 },
    snapshot: (topic) => (topic === 'feed:game:9' ? { I: 9, E: [{ T: 1, G: 1, C: 2.1 }] } : undefined),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  await app.close();
  await pubsub.close();
});

describe('GET /ws over a real socket', () => {
  it('delivers a change published through the pub/sub to a subscribed client in one batch', async () => {
    const client = await openTestClient(url);
    client.send({ op: 'sub', topics: ['feed:game:1'] });
    await client.waitFor(isFrame('subscribed'));
    await pubsub.publish('feed:game:1', { t: 'odds', gameId: 1, e: [{ T: 1, G: 1, C: 1.5 }] });
    await pubsub.publish('feed:game:1', { t: 'odds', gameId: 1, e: [{ T: 1, G: 1, C: 1.55 }] });
    await pubsub.publish('feed:game:2', { t: 'odds', gameId: 2, e: [{ T: 1, G: 1, C: 9 }] });
    const batch = await client.waitFor(isFrame('batch'));
    expect(batch.items).toEqual([{ t: 'odds', gameId: 1, e: [{ T: 1, G: 1, C: 1.55 }] }]);
    expect(batch.ts).toBeGreaterThan(0);
    client.close();
  });

  it('sends the current state of a topic right after subscribing', async () => {
    const client = await openTestClient(url);
    client.send({ op: 'sub', topics: ['feed:game:9'] });
    const snapshot = await client.waitFor(isFrame('snapshot'));
    expect(snapshot).toMatchObject({ topic: 'feed:game:9', data: { I: 9 } });
    client.close();
  });

  it('answers an app-level ping', async () => {
    const client = await openTestClient(url);
    client.send({ op: 'ping' });
    expect((await client.waitFor(isFrame('pong'))).ts).toBeGreaterThan(0);
    client.close();
  });

  it('answers a plain GET with 426 in the full error shape and lists /ws in OpenAPI with its protocol', async () => {
    const res = await app.inject('/ws');
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(res.json()).toEqual({
      message: 'Upgrade to a WebSocket to use /ws',
      error_code: 'UPGRADE_REQUIRED',
      validation_errors: {},
      request_id: expect.any(String),
    });
    const spec = app.swagger() as { paths: Record<string, { get?: { description?: string } }> };
    expect(spec.paths['/ws']?.get?.description).toContain('"op":"sub"');
  });

  it('reports its clients and topics for /metrics', async () => {
    const client = await openTestClient(url);
    client.send({ op: 'sub', topics: ['feed:games'] });
    await client.waitFor(isFrame('subscribed'));
    expect(realtime.stats()).toMatchObject({ clients: expect.any(Number), topics: expect.any(Number) });
    expect(realtime.stats().topics).toBeGreaterThanOrEqual(1);
    client.close();
    await client.closed;
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 when the app closes', async () => {
    const other = Fastify();
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    const bus = new MemoryPubSub();
    await realtimeRoutes(other, { pubsub: bus });
    const address = await other.listen({ host: '127.0.0.1', port: 0 });
    const client = await openTestClient(`${address.replace('http', 'ws')}/ws`);
    await other.close();
    expect((await client.closed).code).toBe(1001);
    expect(bus.topicCount).toBe(0);
  });
});
