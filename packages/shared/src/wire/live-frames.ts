// The frames of the one WebSocket (`GET /ws?v=<LIVE_PROTOCOL_VERSION>`): what a client may send and
// what the server sends back. The numbers (version, limits, close codes) are in realtime/protocol.ts and
// the topic names in realtime/topics.ts, both without zod, for the web's first load; a batch's items are
// the feed topics' changes (feed-changes.ts) and the player's channel messages (bets.ts).
import { z } from 'zod';
import { REJECT_REASONS, RealtimeLimits } from '../realtime/protocol';
import { userMessage } from './bets';
import { crashChange, crashSnapshot } from './casino-crash';
import { jackpotChange, jackpotSnapshot } from './casino-jackpot';
import { tournamentBoard, tournamentChange } from './casino-tournaments';
import { feedChange, feedTopicSnapshot } from './feed-changes';
import { matchNotice } from './match-subscriptions';
import { inboxCountMessage } from './messages';

const topicList = z
  .array(z.string().min(1).max(RealtimeLimits.maxTopicLength))
  .min(1)
  .max(RealtimeLimits.maxTopicsPerClient);

/** What a client may send (JSON text frames of at most `RealtimeLimits.maxMessageBytes`). */
export const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('sub'),
    topics: topicList,
    snapshot: z
      .boolean()
      .optional()
      .describe('false: no snapshot frames for these topics (a client that has their state already); default true'),
  }),
  z.object({ op: z.literal('unsub'), topics: topicList }),
  z.object({ op: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** One change in a batch: a feed topic's or the player's own (bets, balance, the inbox's unread count, match notices). */
export const liveItem = z.union([
  feedChange,
  userMessage,
  inboxCountMessage,
  crashChange,
  jackpotChange,
  tournamentChange,
  matchNotice,
]);
export type LiveItem = z.infer<typeof liveItem>;

const serverTime = z.number().int().describe('The server clock, epoch ms: how old the data is');

export const batchFrame = z
  .object({ t: z.literal('batch'), ts: serverTime, items: z.array(liveItem) })
  .describe('Every change since the last batch, merged to the latest value per thing');
export const snapshotFrame = z
  .object({
    t: z.literal('snapshot'),
    ts: serverTime,
    topic: z.string(),
    data: z.union([feedTopicSnapshot, crashSnapshot, jackpotSnapshot, tournamentBoard]),
  })
  .describe('The current state of a topic, right after subscribing, when it has one');
export const subscribedFrame = z.object({
  t: z.literal('subscribed'),
  topics: z.array(z.string()),
  rejected: z.array(z.object({ topic: z.string(), reason: z.enum(REJECT_REASONS) })).optional(),
});
export const unsubscribedFrame = z.object({ t: z.literal('unsubscribed'), topics: z.array(z.string()) });
export const pongFrame = z.object({ t: z.literal('pong'), ts: serverTime });
export const errorFrame = z.object({ t: z.literal('error'), code: z.literal('bad_message'), message: z.string() });

/** What the server sends. */
export const serverFrame = z.discriminatedUnion('t', [
  batchFrame,
  snapshotFrame,
  subscribedFrame,
  unsubscribedFrame,
  pongFrame,
  errorFrame,
]);
export type ServerFrame = z.infer<typeof serverFrame>;
