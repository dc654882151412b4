// The `/ws` protocol's numbers, without zod: the web's live socket is in the first load and reads
// these, so they must not pull the schema library in. The frames are in wire/live-frames.ts and the
// topic names in topics.ts.

/**
 * Version of the frames. A client sends it as `/ws?v=<version>` and the server refuses a version it
 * does not speak (400 on the upgrade), so a tab still running an older bundle fails loudly instead of
 * misreading frames. Raise it only for a change an older client would misread; additions are not one.
 */
export const LIVE_PROTOCOL_VERSION = 1;

/** Limits of one connection; generous for a page, tight enough that one client cannot hog a server. */
export const RealtimeLimits = {
  maxTopicsPerClient: 200,
  maxTopicLength: 100,
  maxMessageBytes: 16 * 1024,
} as const;

/** Close codes the server uses (RFC 6455 §7.4.1). */
export const CloseCodes = {
  goingAway: 1001,
  tooBig: 1009,
  slowConsumer: 1013,
  /** The session the socket was opened with ended (logout, block, password change): reconnect as who you are now. */
  sessionEnded: 4001,
} as const;

/** Why a topic of a `sub` message was refused. */
export const REJECT_REASONS = ['unknown_topic', 'forbidden', 'too_many_topics'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
