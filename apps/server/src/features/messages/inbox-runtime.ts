import type { InboxCountMessage } from '@fairline/shared/wire/messages';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { topics } from '../../infra/pubsub/topics';
import { countUnread } from './inbox.repository';
import { DEFAULT_BET_MESSAGE_THRESHOLD_USD } from './inbox-rules';

type Query = Pick<Database, 'query'>;

/** What the senders need beside the database: the channel, the clock and the bet rule's threshold. */
export interface InboxRuntime {
  pubsub: PubSub | undefined;
  now: () => Date;
  /** A settled bet whose stake or return reaches this many US dollars (converted) gets a message. */
  betThresholdUsd: number;
  /** A sender's failure after the event it tells of already happened (logged, never thrown). */
  onError: (err: unknown) => void;
}

// Senders (settlement, verification, player protection) hold only the database; the plugin registers
// the channel and clock per database, as player protection registers its clock (rg-clock.ts). A
// database the plugin never saw sends without a push: the count is read again on the next page load.
const runtimes = new WeakMap<Query, InboxRuntime>();

/** Makes `runtime` the inbox's channel, clock and threshold for `database` (the plugin does it once). */
export function bindInbox(database: Query, runtime: InboxRuntime): void {
  runtimes.set(database, runtime);
}

/** The runtime registered for `database`, or the wall clock without a channel. */
export function inboxRuntime(database: Query): InboxRuntime {
  return (
    runtimes.get(database) ?? {
      pubsub: undefined,
      now: () => new Date(),
      betThresholdUsd: DEFAULT_BET_MESSAGE_THRESHOLD_USD,
      onError: () => {},
    }
  );
}

/** Tells the player's open pages the unread count; a failed push never fails what was stored. */
export async function pushUnreadCount(database: Query, userId: number): Promise<number> {
  const runtime = inboxRuntime(database);
  const unread = await countUnread(database, userId, runtime.now());
  if (!runtime.pubsub) return unread;
  const message: InboxCountMessage = { t: 'inbox', unread };
  try {
    await runtime.pubsub.publish(topics.user(userId), message);
  } catch {
    // Pages read the count again when they load; a lost push is a late badge, not a lost message.
  }
  return unread;
}
