import { reconnectDelay } from './backoff';
import { type FeedFreshness, feedFreshness } from './feed-freshness';
import { type ClientMessage, LIVE_PROTOCOL_VERSION, MAX_TOPICS_PER_MESSAGE, type ServerFrame } from './live-protocol';

/** The part of the browser WebSocket we use, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  /** Defaults to `/ws` on this page's host. */
  url?: string;
  /** Merged changes since the previous batch; `ts` is the server time they were sent. */
  onBatch: (items: unknown[], ts: number) => void;
  /**
   * The current state of a topic, sent right after subscribing when the server has one. Without it the
   * socket asks for no snapshots: the sportsbook has its lists over HTTP already, and a sport's line
   * snapshot alone is some 430 KB of JSON to read and drop (ADR 0026, "Stage 6").
   */
  onSnapshot?: (topic: string, data: unknown) => void;
  /**
   * A connection after a drop has asked for its topics again: the changes sent while it was down are
   * not replayed, so a page reloads what it shows (the first connection does not call it).
   */
  onResubscribed?: () => void;
  /** App-level ping interval; the pongs also keep the freshness clock ticking on a quiet feed. */
  pingMs?: number;
  createSocket?: (url: string) => WebSocketLike;
  freshness?: FeedFreshness;
  now?: () => number;
  random?: () => number;
}

export interface LiveSocket {
  /** Counts per topic: only the first subscriber of a topic asks the server for it. */
  subscribe(topics: string[]): void;
  unsubscribe(topics: string[]): void;
  lastMessageAt(): number | null;
  close(): void;
}

const OPEN = 1;

/**
 * The app's one live connection. Reconnects after any drop with growing, jittered waits and
 * subscribes again to everything still wanted. A connection that goes silent for three ping
 * intervals is treated as dropped: a sleeping laptop or a dead proxy may never report a close.
 */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const url = options.url ?? defaultUrl();
  const pingMs = options.pingMs ?? 5000;
  const createSocket = options.createSocket ?? ((u: string) => new WebSocket(u));
  const freshness = options.freshness ?? feedFreshness;
  const now = options.now ?? Date.now;
  const counts = new Map<string, number>();
  let socket: WebSocketLike | null = null;
  let attempt = 0;
  let confirmed = false;
  let lastActivity = now();
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let connections = 0;

  // The page's data came over HTTP just now; staleness counts from here until the socket speaks.
  freshness.mark(lastActivity);

  function connect() {
    retry = undefined;
    confirmed = false;
    lastActivity = now();
    const ws = createSocket(url);
    socket = ws;
    const again = connections++ > 0;
    ws.onopen = () => {
      sendTopics('sub', [...counts.keys()]);
      if (again && counts.size > 0) options.onResubscribed?.();
    };
    ws.onmessage = (ev) => receive(ev.data);
    ws.onclose = () => dropped(ws);
    watchdog = setInterval(() => {
      if (now() - lastActivity > 3 * pingMs) {
        ws.close();
        dropped(ws);
      } else if (ws.readyState === OPEN) {
        send({ op: 'ping' });
      }
    }, pingMs);
  }

  function dropped(ws: WebSocketLike) {
    if (socket !== ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    socket = null;
    clearInterval(watchdog);
    if (closed) return;
    retry = setTimeout(connect, reconnectDelay(attempt, options.random));
    attempt++;
  }

  function receive(data: unknown) {
    lastActivity = now();
    freshness.mark(lastActivity);
    // Reset only once the server has answered: one that accepts and drops at once keeps backing off.
    if (!confirmed) {
      confirmed = true;
      attempt = 0;
    }
    const frame = readEnvelope(data);
    if (frame?.t === 'batch' && Array.isArray(frame.items)) options.onBatch(frame.items, Number(frame.ts));
    else if (frame?.t === 'snapshot' && typeof frame.topic === 'string') options.onSnapshot?.(frame.topic, frame.data);
  }

  function send(message: ClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function sendTopics(op: 'sub' | 'unsub', topics: string[]) {
    for (let i = 0; i < topics.length; i += MAX_TOPICS_PER_MESSAGE) {
      const some = topics.slice(i, i + MAX_TOPICS_PER_MESSAGE);
      send(op === 'sub' && !options.onSnapshot ? { op, topics: some, snapshot: false } : { op, topics: some });
    }
  }

  connect();
  return {
    subscribe(topics) {
      const added = topics.filter((topic) => {
        const count = counts.get(topic) ?? 0;
        counts.set(topic, count + 1);
        return count === 0;
      });
      sendTopics('sub', added);
    },
    unsubscribe(topics) {
      const removed = topics.filter((topic) => {
        const count = counts.get(topic);
        if (count === undefined) return false;
        if (count > 1) counts.set(topic, count - 1);
        else counts.delete(topic);
        return count === 1;
      });
      sendTopics('unsub', removed);
    },
    lastMessageAt: () => freshness.lastMessageAt(),
    close() {
      closed = true;
      clearTimeout(retry);
      const ws = socket;
      if (ws) {
        ws.close(1000);
        dropped(ws);
      }
    },
  };
}

function defaultUrl(): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws?v=${LIVE_PROTOCOL_VERSION}`;
}

type KeysOf<T> = T extends unknown ? keyof T : never;

/** The keys of the server's frames, their values not yet checked. */
type FrameEnvelope = { [K in KeysOf<ServerFrame>]?: unknown };

/**
 * A frame is untrusted input. Only its envelope is read here, without the schema library (the socket
 * is in the first load); the features parse the items and data they are handed with the shared schemas.
 */
function readEnvelope(data: unknown): FrameEnvelope | null {
  try {
    const frame: unknown = JSON.parse(String(data));
    return typeof frame === 'object' && frame !== null ? (frame as FrameEnvelope) : null;
  } catch {
    return null;
  }
}
