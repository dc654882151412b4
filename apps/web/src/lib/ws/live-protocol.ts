/**
 * The `/ws` protocol as the client sees it; the server documents the same in OpenAPI (`GET /ws`).
 * Topic names: `feed:sport:<sportId>:line|live`, `feed:champ:<champId>`, `feed:game:<gameId>`,
 * `feed:games`, `user:<userId>`.
 */
export const liveTopics = {
  sport: (sportId: number, kind: 'line' | 'live') => `feed:sport:${sportId}:${kind}`,
  champ: (champId: number) => `feed:champ:${champId}`,
  game: (gameId: number) => `feed:game:${gameId}`,
  games: 'feed:games',
  user: (userId: string | number) => `user:${userId}`,
} as const;

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
