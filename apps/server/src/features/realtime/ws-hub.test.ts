import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { FakeSocket } from './fake-socket.testing';
import type { HubConnection, HubOptions } from './hub-types';
import { WsHub } from './ws-hub';

const FLUSH = 150;
let pubsub: MemoryPubSub;
let hub: WsHub;

function start(options: Partial<HubOptions> = {}) {
  pubsub = new MemoryPubSub();
  hub = new WsHub({ pubsub, minFlushMs: FLUSH, maxFlushMs: FLUSH, heartbeatMs: 20_000, ...options });
}

function join(topics: string[] = [], userId?: string): { socket: FakeSocket; conn: HubConnection } {
  const socket = new FakeSocket();
  const conn = hub.connect(socket, userId ? { userId } : {});
  if (topics.length) conn.receive(JSON.stringify({ op: 'sub', topics }));
  return { socket, conn };
}

const odds = (gameId: number, C: number, extra: Record<string, unknown> = {}) => ({
  t: 'odds',
  gameId,
  e: [{ T: 1, G: 1, C, ...extra }],
});

beforeEach(() => {
  vi.useFakeTimers();
  start();
});
afterEach(async () => {
  await hub.close();
  vi.useRealTimers();
});

describe('coalescing', () => {
  it('merges 100 odds changes of one outcome within a flush into one item with the latest value', async () => {
    const { socket } = join(['feed:game:7']);
    for (let i = 1; i <= 100; i++) await pubsub.publish('feed:game:7', odds(7, 1 + i / 100));
    vi.advanceTimersByTime(FLUSH);
    expect(socket.frames('batch')).toHaveLength(1);
    expect(socket.batchItems()).toEqual([{ t: 'odds', gameId: 7, e: [{ T: 1, G: 1, C: 2 }] }]);
  });

  it('sends each client one frame per flush carrying every distinct change', async () => {
    const { socket } = join(['feed:sport:1:live']);
    await pubsub.publish('feed:sport:1:live', odds(1, 1.5));
    await pubsub.publish('feed:sport:1:live', { t: 'odds', gameId: 1, e: [{ T: 3, G: 1, C: 4.2, B: true }] });
    await pubsub.publish('feed:sport:1:live', { t: 'score', gameId: 2, sc: { FS: { S1: 1 } } });
    await pubsub.publish('feed:sport:1:live', { t: 'score', gameId: 2, sc: { FS: { S1: 2 } } });
    await pubsub.publish('feed:sport:1:live', { t: 'status', gameId: 3, status: 'paused' });
    vi.advanceTimersByTime(FLUSH);
    expect(socket.frames('batch')).toHaveLength(1);
    expect(socket.batchItems()).toEqual([
      {
        t: 'odds',
        gameId: 1,
        e: [
          { T: 1, G: 1, C: 1.5 },
          { T: 3, G: 1, C: 4.2, B: true },
        ],
      },
      { t: 'score', gameId: 2, sc: { FS: { S1: 2 } } },
      { t: 'status', gameId: 3, status: 'paused' },
    ]);
    expect(hub.stats()).toMatchObject({ framesSent: 1, changesSent: 4 });
  });

  it('keeps outcomes of different lines apart', async () => {
    const { socket } = join(['feed:game:7']);
    await pubsub.publish('feed:game:7', { t: 'odds', gameId: 7, e: [{ T: 9, G: 17, P: 2.5, C: 1.9 }] });
    await pubsub.publish('feed:game:7', { t: 'odds', gameId: 7, e: [{ T: 9, G: 17, P: 3.5, C: 2.4 }] });
    vi.advanceTimersByTime(FLUSH);
    expect(socket.batchItems()).toEqual([
      {
        t: 'odds',
        gameId: 7,
        e: [
          { T: 9, G: 17, P: 2.5, C: 1.9 },
          { T: 9, G: 17, P: 3.5, C: 2.4 },
        ],
      },
    ]);
  });

  it('leaves only the removal when a game is added and removed within one flush', async () => {
    const { socket } = join(['feed:games']);
    await pubsub.publish('feed:games', { t: 'game+', game: { I: 5, O1: 'A', O2: 'B' } });
    await pubsub.publish('feed:games', { t: 'game-', gameId: 5 });
    vi.advanceTimersByTime(FLUSH);
    expect(socket.batchItems()).toEqual([{ t: 'game-', gameId: 5 }]);
  });

  it('sends a change published to two topics a client watches once', async () => {
    const { socket } = join(['feed:game:7', 'feed:champ:88']);
    await pubsub.publish('feed:game:7', odds(7, 1.8));
    await pubsub.publish('feed:champ:88', odds(7, 1.8));
    vi.advanceTimersByTime(FLUSH);
    expect(socket.batchItems()).toEqual([odds(7, 1.8)]);
  });

  it('sends nothing to a client with no changes', async () => {
    const { socket } = join(['feed:game:7']);
    vi.advanceTimersByTime(FLUSH * 10);
    expect(socket.frames('batch')).toHaveLength(0);
  });
});

describe('subscriptions', () => {
  it('delivers only the topics a client subscribed to', async () => {
    const a = join(['feed:game:1']);
    const b = join(['feed:game:2']);
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    await pubsub.publish('feed:game:3', odds(3, 3.3));
    vi.advanceTimersByTime(FLUSH);
    expect(a.socket.batchItems()).toEqual([odds(1, 1.1)]);
    expect(b.socket.frames('batch')).toHaveLength(0);
  });

  it('holds one pub/sub subscription per topic while any local client wants it', async () => {
    const spy = vi.spyOn(pubsub, 'subscribe');
    const a = join(['feed:game:1']);
    const b = join(['feed:game:1']);
    expect(spy).toHaveBeenCalledTimes(1);
    a.conn.receive(JSON.stringify({ op: 'unsub', topics: ['feed:game:1'] }));
    expect(pubsub.topicCount).toBe(1);
    b.conn.disconnect();
    expect(pubsub.topicCount).toBe(0);
    expect(hub.stats()).toMatchObject({ clients: 1, topics: 0 });
  });

  it('releases the pub/sub subscription on unsubscribe and stops delivering', async () => {
    const { socket, conn } = join(['feed:game:1']);
    conn.receive(JSON.stringify({ op: 'unsub', topics: ['feed:game:1'] }));
    expect(pubsub.topicCount).toBe(0);
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    vi.advanceTimersByTime(FLUSH);
    expect(socket.frames('batch')).toHaveLength(0);
    expect(socket.frames('unsubscribed')).toEqual([{ t: 'unsubscribed', topics: ['feed:game:1'] }]);
  });

  it('acknowledges accepted topics and names the rejected ones with a reason', () => {
    const { socket } = join(['feed:game:1', 'bogus', 'user:42', 'user:7', 'feed:sport:1:line'], '7');
    expect(socket.frames('subscribed')).toEqual([
      {
        t: 'subscribed',
        topics: ['feed:game:1', 'user:7', 'feed:sport:1:line'],
        rejected: [
          { topic: 'bogus', reason: 'unknown_topic' },
          { topic: 'user:42', reason: 'forbidden' },
        ],
      },
    ]);
  });

  it('refuses user topics to an anonymous client', () => {
    const { socket } = join(['user:7']);
    expect(socket.frames('subscribed')[0]?.rejected).toEqual([{ topic: 'user:7', reason: 'forbidden' }]);
    expect(pubsub.topicCount).toBe(0);
  });

  it('caps a client at 200 topics', () => {
    const { socket, conn } = join(Array.from({ length: 200 }, (_, i) => `feed:game:${i}`));
    conn.receive(JSON.stringify({ op: 'sub', topics: ['feed:game:999'] }));
    expect(socket.frames('subscribed')[1]?.rejected).toEqual([{ topic: 'feed:game:999', reason: 'too_many_topics' }]);
    expect(hub.stats().topics).toBe(200);
  });
});

describe('ended sessions', () => {
  it('closes with 4001 only the sockets opened with an ended session, and stops sending them changes', async () => {
    const ended = new FakeSocket();
    const other = new FakeSocket();
    const guest = new FakeSocket();
    hub.connect(ended, { userId: '5', sessionId: 'a' }).receive(JSON.stringify({ op: 'sub', topics: ['user:5'] }));
    hub.connect(other, { userId: '5', sessionId: 'b' }).receive(JSON.stringify({ op: 'sub', topics: ['user:5'] }));
    hub.connect(guest).receive(JSON.stringify({ op: 'sub', topics: ['feed:games'] }));

    hub.endSessions(['a', 'unknown']);
    expect(ended.closedWith).toEqual({ code: 4001, reason: 'session ended' });
    expect(other.closedWith).toBeNull();
    expect(guest.closedWith).toBeNull();
    expect(hub.stats().clients).toBe(2);

    await pubsub.publish('user:5', { t: 'balance', amount: 1 });
    vi.advanceTimersByTime(FLUSH);
    expect(ended.batchItems()).toEqual([]);
    expect(other.batchItems()).toHaveLength(1);
  });
});
