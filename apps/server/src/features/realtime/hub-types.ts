import type { PubSub } from '../../infra/pubsub/pubsub';

/** The part of a `ws` WebSocket the hub uses, so tests can hand it a fake. */
export interface HubSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** Who is on the other end; `userId` is set once sockets are authenticated. */
export interface ClientContext {
  userId?: string;
}

/** Current state of a topic, sent to a client right after it subscribes; undefined sends nothing. */
export type SnapshotProvider = (topic: string) => unknown | Promise<unknown>;

export interface HubOptions {
  pubsub: PubSub;
  snapshot?: SnapshotProvider;
  flushMs?: number;
  heartbeatMs?: number;
  /** Above this many buffered bytes a client is skipped for a flush. */
  softBufferBytes?: number;
  /** Above this many buffered bytes, or after `maxSkippedFlushes` skips in a row, it is closed. */
  hardBufferBytes?: number;
  maxSkippedFlushes?: number;
  /** Distinct pending changes one client may hold (bounds memory for unmergeable messages). */
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
  changesSent: number;
  skippedFlushes: number;
  droppedSlowClients: number;
}
