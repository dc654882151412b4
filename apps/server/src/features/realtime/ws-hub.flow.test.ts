import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { FakeSocket } from './fake-socket.testing';
import type { HubConnection, HubOptions } from './hub-types';
import { WsHub } from './ws-hub';

const FLUSH = 150;
const HEARTBEAT = 20_000;
const MiB = 1024 * 1024;
let pubsub: MemoryPubSub;
let hub: WsHub;

function start(options: Partial<HubOptions> = {}) {
  pubsub = new MemoryPubSub();
  hub = new WsHub({ pubsub, minFlushMs: FLUSH, maxFlushMs: FLUSH, heartbeatMs: HEARTBEAT, ...options });
}

function join(topics: string[] = []): { socket: FakeSocket; conn: HubConnection } {
  const socket = new FakeSocket();
  const conn = hub.connect(socket);
  if (topics.length) conn.receive(JSON.stringify({ op: 'sub', topics }));
  return { socket, conn };
}

const odds = (C: number) => ({ t: 'odds', gameId: 1, e: [{ T: 1, G: 1, C }] });

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await hub.close();
  vi.useRealTimers();
});

describe('slow consumers', () => {
  it('skips a client over the soft buffer limit, keeps merging, and sends the latest once it drains', async () => {
    start({ softBufferBytes: MiB, hardBufferBytes: 8 * MiB });
    const { socket } = join(['feed:game:1']);
    socket.bufferedAmount = 2 * MiB;
    for (let i = 0; i < 30; i++) {
      await pubsub.publish('feed:game:1', odds(1 + i / 100));
      vi.advanceTimersByTime(FLUSH);
    }
    expect(socket.frames('batch')).toHaveLength(0);
    expect(hub.stats().skippedFlushes).toBeGreaterThan(0);
    socket.bufferedAmount = 0;
    vi.advanceTimersByTime(FLUSH);
    expect(socket.batchItems()).toEqual([odds(1.29)]);
  });

  it('closes a client with 1013 once its buffer passes the hard limit, then terminates it', async () => {
    start({ softBufferBytes: MiB, hardBufferBytes: 8 * MiB });
    const { socket } = join(['feed:game:1']);
    socket.bufferedAmount = 9 * MiB;
    await pubsub.publish('feed:game:1', odds(1.5));
    vi.advanceTimersByTime(FLUSH);
    expect(socket.closedWith).toEqual({ code: 1013, reason: 'slow consumer' });
    expect(hub.stats()).toMatchObject({ clients: 0, topics: 0, droppedSlowClients: 1 });
    vi.advanceTimersByTime(2000);
    expect(socket.terminated).toBe(true);
  });

  it('closes a client with 1013 once it has been skipped for longer than maxSkipMs', async () => {
    start({ softBufferBytes: MiB, maxSkipMs: 4 * FLUSH });
    const { socket } = join(['feed:game:1']);
    socket.bufferedAmount = 2 * MiB;
    await pubsub.publish('feed:game:1', odds(1.5));
    vi.advanceTimersByTime(FLUSH * 5);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(FLUSH);
    expect(socket.closedWith?.code).toBe(1013);
  });

  it('drops a skipped client whose backlog of unmergeable messages passes the cap', async () => {
    start({ softBufferBytes: MiB, maxPendingChanges: 10 });
    const { socket } = join(['feed:games']);
    socket.bufferedAmount = 2 * MiB;
    await pubsub.publish('feed:games', { t: 'news', n: 0 });
    vi.advanceTimersByTime(FLUSH);
    for (let i = 1; i < 10; i++) await pubsub.publish('feed:games', { t: 'news', n: i });
    expect(socket.closedWith).toBeNull();
    await pubsub.publish('feed:games', { t: 'news', n: 10 });
    expect(socket.closedWith?.code).toBe(1013);
  });
});

describe('heartbeat and control messages', () => {
  it('pings every interval and terminates a client silent for two intervals', () => {
    start();
    const quiet = join();
    const alive = join();
    vi.advanceTimersByTime(HEARTBEAT);
    expect(quiet.socket.pings).toBe(1);
    alive.conn.pong();
    vi.advanceTimersByTime(HEARTBEAT);
    alive.conn.pong();
    vi.advanceTimersByTime(HEARTBEAT);
    expect(quiet.socket.terminated).toBe(true);
    expect(alive.socket.terminated).toBe(false);
    expect(hub.stats().clients).toBe(1);
  });

  it('spreads the pings over the interval: each client once per interval, a share of them per tick', () => {
    start();
    const clients = Array.from({ length: 40 }, () => join());
    const pinged = () => clients.filter((c) => c.socket.pings > 0).length;
    vi.advanceTimersByTime(HEARTBEAT / 20);
    expect(pinged()).toBe(2);
    vi.advanceTimersByTime(HEARTBEAT / 2 - HEARTBEAT / 20);
    expect(pinged()).toBe(20);
    vi.advanceTimersByTime(HEARTBEAT / 2);
    expect(clients.map((c) => c.socket.pings)).toEqual(clients.map(() => 1));
  });

  it('answers an app-level ping with a pong carrying the server time', () => {
    start();
    const { socket, conn } = join();
    conn.receive('{"op":"ping"}');
    expect(socket.frames('pong')).toEqual([{ t: 'pong', ts: Date.now() }]);
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown op', '{"op":"dance"}'],
    ['topics that are not a list', '{"op":"sub","topics":"feed:games"}'],
    ['an empty topic list', '{"op":"sub","topics":[]}'],
  ])('answers %s with a bad_message error', (_name, raw) => {
    start();
    const { socket, conn } = join();
    conn.receive(raw);
    expect(socket.frames('error')[0]?.code).toBe('bad_message');
    expect(socket.closedWith).toBeNull();
  });

  it('closes with 1009 on a message over 16 KiB', () => {
    start();
    const { socket, conn } = join();
    conn.receive(JSON.stringify({ op: 'sub', topics: ['x'.repeat(17 * 1024)] }));
    expect(socket.closedWith?.code).toBe(1009);
    expect(hub.stats().clients).toBe(0);
  });
});

describe('snapshots and shutdown', () => {
  it('sends the snapshot first and holds changes that arrive meanwhile until after it', async () => {
    let resolve: (value: unknown) => void = () => {};
    start({ snapshot: () => new Promise((r) => (resolve = r)) });
    const { socket } = join(['feed:game:1']);
    await pubsub.publish('feed:game:1', odds(1.7));
    vi.advanceTimersByTime(FLUSH * 3);
    expect(socket.frames('batch')).toHaveLength(0);
    resolve({ I: 1, E: [] });
    await vi.advanceTimersByTimeAsync(FLUSH);
    expect(socket.sent.map((f) => f.t)).toEqual(['subscribed', 'snapshot', 'batch']);
    expect(socket.frames('snapshot')[0]).toMatchObject({ topic: 'feed:game:1', data: { I: 1, E: [] } });
  });

  it('sends no snapshot to a client that asked for none, and its changes flow at once', async () => {
    start({ snapshot: () => ({ I: 1, E: [] }) });
    const { socket, conn } = join();
    conn.receive(JSON.stringify({ op: 'sub', topics: ['feed:game:1'], snapshot: false }));
    await vi.advanceTimersByTimeAsync(0);
    await pubsub.publish('feed:game:1', odds(1.7));
    await vi.advanceTimersByTimeAsync(FLUSH);
    expect(socket.sent.map((f) => f.t)).toEqual(['subscribed', 'batch']);
  });

  it('sends no snapshot frame when the provider has none for the topic', async () => {
    start({ snapshot: () => undefined });
    const { socket } = join(['feed:games']);
    await vi.advanceTimersByTimeAsync(FLUSH);
    expect(socket.frames('snapshot')).toHaveLength(0);
  });

  it('closes every client with 1001 and releases every topic on close', async () => {
    start();
    const a = join(['feed:game:1']);
    const b = join(['feed:game:2']);
    await hub.close();
    expect(a.socket.closedWith?.code).toBe(1001);
    expect(b.socket.closedWith?.code).toBe(1001);
    expect(pubsub.topicCount).toBe(0);
    expect(hub.stats()).toMatchObject({ clients: 0, topics: 0 });
  });
});
