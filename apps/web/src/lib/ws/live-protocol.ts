/**
 * The `/ws` protocol as the client sees it: the frames, numbers and topic names are the shared ones
 * the server uses. Only types and zod-free modules are imported here, because the live socket is part
 * of the first load; the frames' items are parsed by the features that use them.
 */
export { LIVE_PROTOCOL_VERSION } from '@fairline/shared/realtime/protocol';
export { topics as liveTopics } from '@fairline/shared/realtime/topics';
export type { ClientMessage, ServerFrame } from '@fairline/shared/wire/live-frames';

/** The client sends at most this many topics in one message (the server takes up to 200 per connection). */
export const MAX_TOPICS_PER_MESSAGE = 100;
