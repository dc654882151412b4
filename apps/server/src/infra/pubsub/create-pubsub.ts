import { MemoryPubSub } from './memory-pubsub';
import type { PubSub, PubSubErrorHandler } from './pubsub';
import { RedisPubSub } from './redis-pubsub';

/** In-process fan-out by default; Redis when a URL is given, so several instances share one stream. */
export function createPubSub(redisUrl?: string, onError?: PubSubErrorHandler): PubSub {
  return redisUrl ? new RedisPubSub(redisUrl, onError) : new MemoryPubSub(onError);
}
