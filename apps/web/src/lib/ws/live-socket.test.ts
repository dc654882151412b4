// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket.testing';
import { createFeedFreshness } from './feed-freshness';
import { LIVE_PROTOCOL_VERSION } from './live-protocol';
import { createLiveSocket, type LiveSocketOptions } from './live-socket';

const PING = 5000;
let sockets: ReturnType<typeof createLiveSocket>[] = [];

function start(options: Partial<LiveSocketOptions> = {}) {
  const live = createLiveSocket({
    url: 'ws://test/ws',
    onBatch: () => {},
    pingMs: PING,
    createSocket: (url) => new FakeWebSocket(url),
    freshness: createFeedFreshness(),
    random: () => 1,
    ...options,
  });
  sockets.push(live);
  return live;
}

/** Time from the latest socket's drop until the next socket is created. */
function measureReconnectWait(): number {
  const before = FakeWebSocket.all.length;
  FakeWebSocket.latest().drop();
  let waited = 0;
  while (FakeWebSocket.all.length === before && waited < 60_000) {
    vi.advanceTimersByTime(50);
    waited += 50;
  }
  return waited;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
});
afterEach(() => {
  for (const live of sockets) live.close();
  sockets = [];
  vi.useRealTimers();
});

describe('createLiveSocket', () => {
  it('asks the server for a topic only for its first subscriber and releases it with the last', () => {
    const live = start();
    const ws = FakeWebSocket.latest();
    ws.open();
    live.subscribe(['feed:game:1', 'feed:games']);
    live.subscribe(['feed:game:1']);
    live.unsubscribe(['feed:game:1']);
    live.unsubscribe(['feed:game:1', 'feed:game:404']);
    expect(ws.sent).toEqual([
      { op: 'sub', topics: ['feed:game:1', 'feed:games'], snapshot: false },
      { op: 'unsub', topics: ['feed:game:1'] },
    ]);
  });

  it('subscribes on open to what was asked for before the connection was up', () => {
    const live = start();
    live.subscribe(['feed:sport:1:live']);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ op: 'sub', topics: ['feed:sport:1:live'], snapshot: false }]);
  });

  it('resubscribes to every wanted topic after a drop', () => {
    const live = start();
    FakeWebSocket.latest().open();
    live.subscribe(['feed:game:1', 'feed:champ:2']);
    live.unsubscribe(['feed:champ:2']);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(500);
    const next = FakeWebSocket.latest();
    expect(FakeWebSocket.all).toHaveLength(2);
    next.open();
    expect(next.sent).toEqual([{ op: 'sub', topics: ['feed:game:1'], snapshot: false }]);
  });

  it('tells the page when it has asked for its topics again after a drop, not on the first connection', () => {
    const onResubscribed = vi.fn();
    const live = start({ onResubscribed });
    live.subscribe(['feed:sport:1:line']);
    FakeWebSocket.latest().open();
    expect(onResubscribed).not.toHaveBeenCalled();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(500);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ op: 'sub', topics: ['feed:sport:1:line'], snapshot: false }]);
    expect(onResubscribed).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failed attempt, up to 30 s, and starts over after a working connection', () => {
    start();
    const waits = Array.from({ length: 8 }, () => measureReconnectWait());
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ t: 'subscribed', topics: [] });
    expect(measureReconnectWait()).toBe(500);
  });

  it('keeps backing off when a server accepts the connection but drops it before answering', () => {
    start();
    expect(measureReconnectWait()).toBe(500);
    FakeWebSocket.latest().open();
    expect(measureReconnectWait()).toBe(1000);
  });

  it('asks for snapshots only when the page takes them', () => {
    const live = start({ onSnapshot: () => {} });
    const ws = FakeWebSocket.latest();
    ws.open();
    live.subscribe(['casino:jackpot']);
    expect(ws.sent).toEqual([{ op: 'sub', topics: ['casino:jackpot'] }]);
  });

  it('hands batches and snapshots to the page and marks the feed fresh', () => {
    const onBatch = vi.fn();
    const onSnapshot = vi.fn();
    const freshness = createFeedFreshness();
    start({ onBatch, onSnapshot, freshness });
    const ws = FakeWebSocket.latest();
    ws.open();
    vi.advanceTimersByTime(3000);
    ws.receive({ t: 'snapshot', ts: 1, topic: 'feed:game:1', data: { I: 1 } });
    ws.receive({ t: 'batch', ts: 2, items: [{ t: 'status', gameId: 1, status: 'live' }] });
    expect(onSnapshot).toHaveBeenCalledWith('feed:game:1', { I: 1 });
    expect(onBatch).toHaveBeenCalledWith([{ t: 'status', gameId: 1, status: 'live' }], 2);
    expect(freshness.lastMessageAt()).toBe(Date.now());
  });

  it("connects to this page's host with the protocol version both sides share", () => {
    sockets.push(createLiveSocket({ onBatch: () => {}, createSocket: (url) => new FakeWebSocket(url) }));
    expect(FakeWebSocket.latest().url).toBe(`ws://${location.host}/ws?v=${LIVE_PROTOCOL_VERSION}`);
  });

  it('hands on no batch whose items are not a list, nor a frame that is not JSON', () => {
    const onBatch = vi.fn();
    start({ onBatch });
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive({ t: 'batch', ts: 2, items: { t: 'odds' } });
    ws.onmessage?.(new MessageEvent('message', { data: '{"t":"batch",' }));
    ws.receive({ t: 'batch', ts: 3, items: [] });
    expect(onBatch.mock.calls).toEqual([[[], 3]]);
  });

  it('pings while open and reconnects when the server stays silent for three intervals', () => {
    start();
    const ws = FakeWebSocket.latest();
    ws.open();
    vi.advanceTimersByTime(PING);
    expect(ws.sent).toContainEqual({ op: 'ping' });
    ws.receive({ t: 'pong', ts: Date.now() });
    vi.advanceTimersByTime(3 * PING);
    expect(ws.closedByClient).toBe(false);
    vi.advanceTimersByTime(PING);
    expect(ws.closedByClient).toBe(true);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.all).toHaveLength(2);
  });

  it('stops reconnecting once closed', () => {
    const live = start();
    FakeWebSocket.latest().open();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(FakeWebSocket.latest().closedByClient).toBe(true);
  });
});
