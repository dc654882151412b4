import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import type { PubSub } from '../../infra/pubsub/pubsub';

/** The part of a `ws` WebSocket the hub uses, so tests can hand it a fake. */
export interface HubSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  /** Batches go out as one shared Buffer with `binary: false`, so they stay text frames. */
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** Who is on the other end; `userId` and the session it signed in with are set for a signed-in socket. */
export interface ClientContext {
  userId?: string;
  sessionId?: string;
}

/** Current state of a topic, sent to a client right after it subscribes; undefined sends nothing. */
export type SnapshotProvider = (topic: string) => unknown | Promise<unknown>;

/**
 * A frame as the hub sends it. The hub relays without knowing what topics carry (like the pub/sub
 * messages it merges): a snapshot's data is what the provider gave. The feed's provider is typed with
 * the shared schema, and the realtime contract test checks real frames against `serverFrame`.
 */
export type HubFrame =
  | Exclude<ServerFrame, { t: 'snapshot' }>
  | (Omit<Extract<ServerFrame, { t: 'snapshot' }>, 'data'> & { data: unknown });

/** How often batches go out: see `flushWindowMs` in flush-window.ts for the rule. */
export interface FlushWindowOptions {
  /** Shortest wait between flushes, when few frames go out. */
  minFlushMs?: number;
  /** Longest wait between flushes, however many frames go out. */
  maxFlushMs?: number;
  /** Frames per second the window is stretched to stay under (a socket write costs ~10 µs). */
  framesPerSecond?: number;
  /** A flush sends for at most this long before it lets the event loop run (the rest follows). */
  sliceMs?: number;
  /** Clients are flushed in this many groups, one after another, each once per window. */
  cohorts?: number;
}

/** Whether a signed-in user may watch a feed topic (a player's disallowed sports, ADR 0030). */
export type TopicGuard = (userId: string, topic: string) => boolean;

export interface HubOptions extends FlushWindowOptions {
  pubsub: PubSub;
  snapshot?: SnapshotProvider;
  topicGuard?: TopicGuard | undefined;
  heartbeatMs?: number;
  /** Above this many buffered bytes a client is skipped for a flush. */
  softBufferBytes?: number;
  /** Above this many buffered bytes, or after being skipped for `maxSkipMs`, it is closed. */
  hardBufferBytes?: number;
  maxSkipMs?: number;
  /** Distinct changes a lagging client's backlog may hold (bounds memory for unmergeable messages). */
  maxPendingChanges?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** The hub's side of one socket: the route feeds it the socket's events. */
export interface HubConnection {
  receive(data: string): void;
  pong(): void;
  disconnect(): void;
}

export interface HubStats {
  clients: number;
  topics: number;
  framesSent: number;
  /** Batch frames built; fewer than sent, since clients watching the same topics share one. */
  framesEncoded: number;
  changesSent: number;
  skippedFlushes: number;
  droppedSlowClients: number;
  /** The current wait between flushes. */
  flushWindowMs: number;
}
