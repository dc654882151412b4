/**
 * The `/ws` protocol as the client sees it; the server documents the same in OpenAPI (`GET /ws`).
 * Topic names are built by the shared `topics` (also used by the server's publishers).
 */
export { topics as liveTopics } from '@fairline/shared/realtime/topics';

export type ClientMessage = { op: 'sub'; topics: string[] } | { op: 'unsub'; topics: string[] } | { op: 'ping' };

export type ServerFrame =
  | { t: 'batch'; ts: number; items: unknown[] }
  | { t: 'snapshot'; ts: number; topic: string; data: unknown }
  | { t: 'subscribed'; topics: string[]; rejected?: { topic: string; reason: string }[] }
  | { t: 'unsubscribed'; topics: string[] }
  | { t: 'pong'; ts: number }
  | { t: 'error'; code: string; message: string };

/** The server accepts at most this many topics in one message (and 200 per connection). */
export const MAX_TOPICS_PER_MESSAGE = 100;
