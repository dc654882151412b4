import { MemoryPubSub } from './memory-pubsub';
import type { PubSub, PubSubErrorHandler } from './pubsub';
import { RedisPubSub } from './redis-pubsub';
import { SplitPubSub } from './split-pubsub';

/**
 * Every `feed:*` topic stays in the process: each instance runs the same engine on the same clock
 * and publishes its own feed deltas to its own sockets, next to the snapshots it serves from that
 * engine. Sent through Redis too, every socket would get each change once per instance.
 */
export const isInstanceTopic = (topic: string): boolean => topic.startsWith('feed:');

/**
 * In-process fan-out by default. With a Redis URL, the topics only one instance can publish (a
 * user's bets and balance, changed by whichever instance served the request or settled the bet) go
 * through Redis to every instance; the feed's stay in-process (ADR 0020).
 */
export function createPubSub(redisUrl?: string, onError?: PubSubErrorHandler): PubSub {
  if (!redisUrl) return new MemoryPubSub(onError);
  return new SplitPubSub(new MemoryPubSub(onError), new RedisPubSub(redisUrl, onError), isInstanceTopic);
}
