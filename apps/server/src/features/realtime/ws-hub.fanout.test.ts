import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { FakeSocket } from './fake-socket.testing';
import { flushDefaults, flushWindowMs } from './flush-window';
import type { HubOptions } from './hub-types';
import { WsHub } from './ws-hub';

const FLUSH = 100;
const MiB = 1024 * 1024;
let pubsub: MemoryPubSub;
let hub: WsHub;

function start(options: Partial<HubOptions> = {}) {
  pubsub = new MemoryPubSub();
  hub = new WsHub({ pubsub, minFlushMs: FLUSH, maxFlushMs: FLUSH, cohorts: 1, ...options });
}

function join(topics: string[]): FakeSocket {
  const socket = new FakeSocket();
  hub.connect(socket).receive(JSON.stringify({ op: 'sub', topics }));
  return socket;
}

const odds = (gameId: number, C: number, T = 1) => ({ t: 'odds', gameId, e: [{ T, G: 1, C }] });
const lastRaw = (socket: FakeSocket) => socket.raw.at(-1);

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await hub.close();
  vi.useRealTimers();
});

describe('shared frames', () => {
  it('builds one frame per distinct set of changed topics and sends the very same bytes to each client', async () => {
    start();
    const one = [join(['feed:game:1']), join(['feed:game:1']), join(['feed:game:1'])];
    const two = [join(['feed:game:2']), join(['feed:game:2'])];
    const both = join(['feed:game:1', 'feed:game:2']);
    const idle = join(['feed:game:3']);
    await pubsub.publish('feed:game:1', odds(1, 1.5));
    await pubsub.publish('feed:game:2', odds(2, 2.5));
    vi.advanceTimersByTime(FLUSH);

    expect(hub.stats()).toMatchObject({ framesSent: 6, framesEncoded: 3 });
    for (const socket of one) expect(lastRaw(socket)).toBe(lastRaw(one[0] as FakeSocket));
    for (const socket of two) expect(lastRaw(socket)).toBe(lastRaw(two[0] as FakeSocket));
    expect(Buffer.isBuffer(lastRaw(both))).toBe(true);
    expect(one[0]?.batchItems()).toEqual([odds(1, 1.5)]);
    expect(two[0]?.batchItems()).toEqual([odds(2, 2.5)]);
    expect(both.batchItems()).toEqual([odds(1, 1.5), odds(2, 2.5)]);
    expect(idle.frames('batch')).toHaveLength(0);
  });

  it('merges a topic once per flush, keeping the latest value of each outcome for every client', async () => {
    start();
    const sockets = [join(['feed:sport:1:live']), join(['feed:sport:1:live'])];
    for (let i = 1; i <= 50; i++) await pubsub.publish('feed:sport:1:live', odds(1 + (i % 2), 1 + i / 100));
    vi.advanceTimersByTime(FLUSH);
    for (const socket of sockets) expect(socket.batchItems()).toEqual([odds(2, 1.49), odds(1, 1.5)]);
    expect(hub.stats()).toMatchObject({ framesEncoded: 1, changesSent: 4 });
  });

  it('keeps the newer value when two watched topics carry different values of one outcome', async () => {
    start();
    const socket = join(['feed:game:1', 'feed:champ:5']);
    await pubsub.publish('feed:champ:5', odds(1, 1.5));
    await pubsub.publish('feed:game:1', odds(1, 1.6));
    await pubsub.publish('feed:champ:5', odds(1, 1.7));
    await pubsub.publish('feed:game:1', odds(1, 1.8));
    vi.advanceTimersByTime(FLUSH);
    expect(socket.batchItems()).toEqual([odds(1, 1.8)]);
  });
});

describe('clients off the shared path', () => {
  it('gives a skipped client its own conflated backlog once it drains, then shares frames again', async () => {
    start({ softBufferBytes: MiB });
    const fast = join(['feed:game:1']);
    const slow = join(['feed:game:1']);
    slow.bufferedAmount = 2 * MiB;
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    vi.advanceTimersByTime(FLUSH);
    await pubsub.publish('feed:game:1', odds(1, 1.2));
    await pubsub.publish('feed:game:1', odds(1, 1.3, 2));
    vi.advanceTimersByTime(FLUSH);
    expect(slow.frames('batch')).toHaveLength(0);
    expect(fast.frames('batch')).toHaveLength(2);

    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(FLUSH);
    expect(slow.batchItems()).toEqual([
      {
        t: 'odds',
        gameId: 1,
        e: [
          { T: 1, G: 1, C: 1.2 },
          { T: 2, G: 1, C: 1.3 },
        ],
      },
    ]);
    expect(fast.frames('batch')).toHaveLength(2);

    await pubsub.publish('feed:game:1', odds(1, 1.4));
    const encodedBefore = hub.stats().framesEncoded;
    vi.advanceTimersByTime(FLUSH);
    expect(lastRaw(slow)).toBe(lastRaw(fast));
    expect(slow.frames('batch').at(-1)?.items).toEqual([odds(1, 1.4)]);
    expect(hub.stats().framesEncoded).toBe(encodedBefore + 1);
  });

  it('does not send a new subscriber the changes its topic had before it subscribed', async () => {
    start();
    const early = join(['feed:game:1']);
    await pubsub.publish('feed:game:1', odds(1, 1.1, 1));
    const late = join(['feed:game:1']);
    await pubsub.publish('feed:game:1', odds(1, 1.2, 2));
    vi.advanceTimersByTime(FLUSH);
    expect(early.batchItems()).toEqual([
      {
        t: 'odds',
        gameId: 1,
        e: [
          { T: 1, G: 1, C: 1.1 },
          { T: 2, G: 1, C: 1.2 },
        ],
      },
    ]);
    expect(late.batchItems()).toEqual([odds(1, 1.2, 2)]);

    await pubsub.publish('feed:game:1', odds(1, 1.3));
    vi.advanceTimersByTime(FLUSH);
    expect(lastRaw(late)).toBe(lastRaw(early));
  });
});

describe('cohorts', () => {
  it('flushes the cohorts in turn, so sends spread over the window and each client gets one frame per window', async () => {
    start({ cohorts: 5 });
    const sockets = Array.from({ length: 10 }, () => join(['feed:game:1']));
    const served = () => sockets.map((s) => s.frames('batch').length).join('');
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    vi.advanceTimersByTime(FLUSH / 5);
    expect(served()).toBe('1000010000');
    vi.advanceTimersByTime((FLUSH * 2) / 5);
    expect(served()).toBe('1110011100');
    await pubsub.publish('feed:game:1', odds(1, 1.2, 2));
    vi.advanceTimersByTime((FLUSH * 2) / 5);
    expect(served()).toBe('1111111111');
    vi.advanceTimersByTime((FLUSH * 3) / 5);
    expect(served()).toBe('2221122211');
    const outcomes = (socket: FakeSocket) =>
      socket.frames('batch').flatMap((f) => f.items.flatMap((item) => (item as { e: unknown[] }).e));
    for (const socket of sockets)
      expect(outcomes(socket)).toEqual([
        { T: 1, G: 1, C: 1.1 },
        { T: 2, G: 1, C: 1.2 },
      ]);
    expect(hub.stats().framesEncoded).toBe(8);
  });
});

describe('adaptive window', () => {
  it.each([
    [0, 40],
    [1000, 40],
    [2000, 50],
    [4000, 100],
    [10_000, 250],
    [50_000, 250],
  ])('waits for the next flush after %i frames: %i ms', (frames, wait) => {
    expect(flushWindowMs(frames, flushDefaults)).toBe(wait);
  });

  it('stretches the window as more clients get frames, and shortens it again', async () => {
    start({ minFlushMs: 40, maxFlushMs: 250, framesPerSecond: 1000 });
    const sockets = Array.from({ length: 100 }, () => join(['feed:game:1']));
    const [first] = sockets as [FakeSocket];
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    vi.advanceTimersByTime(40);
    expect(hub.stats().flushWindowMs).toBe(100);

    await pubsub.publish('feed:game:1', odds(1, 1.2));
    vi.advanceTimersByTime(99);
    expect(first.frames('batch')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.frames('batch')).toHaveLength(2);

    for (const socket of sockets.slice(10)) socket.readyState = 3;
    await pubsub.publish('feed:game:1', odds(1, 1.3));
    vi.advanceTimersByTime(100);
    expect(hub.stats().flushWindowMs).toBe(40);
  });

  it('sends a long flush in slices, letting the event loop run between them', async () => {
    let clock = 0;
    start({ sliceMs: 1, now: () => clock++ });
    const sockets = Array.from({ length: 300 }, () => join(['feed:game:1']));
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    hub.flush();
    const served = sockets.filter((s) => s.frames('batch').length > 0).length;
    expect(served).toBeGreaterThan(0);
    expect(served).toBeLessThan(300);
    // Each slice queues the next with setImmediate; five of them serve 300 clients at 63 a slice.
    for (let slice = 0; slice < 4; slice++) vi.advanceTimersToNextTimer();
    expect(sockets.every((s) => s.frames('batch').length === 1)).toBe(true);
    expect(hub.stats()).toMatchObject({ framesSent: 300, framesEncoded: 1 });
  });

  it('still delivers a flush in progress to a client that joins a busy topic between two slices', async () => {
    let clock = 0;
    start({ sliceMs: 1, now: () => clock++ });
    const sockets = Array.from({ length: 200 }, () => join(['feed:game:1']));
    join(['feed:game:2']);
    const late = new FakeSocket();
    const conn = hub.connect(late);
    conn.receive(JSON.stringify({ op: 'sub', topics: ['feed:game:1'] }));
    await pubsub.publish('feed:game:1', odds(1, 1.1));
    hub.flush();
    expect(late.frames('batch')).toHaveLength(0);
    await pubsub.publish('feed:game:2', odds(2, 2.2));
    conn.receive(JSON.stringify({ op: 'sub', topics: ['feed:game:2'] }));
    await pubsub.publish('feed:game:2', odds(2, 2.3, 2));
    for (let slice = 0; slice < 3; slice++) vi.advanceTimersToNextTimer();
    expect(sockets.every((s) => s.frames('batch').length === 1)).toBe(true);

    hub.flush();
    expect(late.batchItems()).toEqual([odds(1, 1.1), odds(2, 2.3, 2)]);
  });
});
