// The topic names live in packages/shared, where the web client builds the same ones.
export { type ParsedTopic, parseTopic, type TopicFeed, topics } from '@fairline/shared/realtime/topics';

/**
 * Topics between server instances only; `parseTopic` knows none of them, so no client can subscribe.
 * `sessionsEnded` carries `{ userId, sessionIds }` after sessions close (the live sockets opened with
 * them close on every instance, ADR 0057).
 */
export const internalTopics = { sessionsEnded: 'internal:sessions-ended' } as const;
