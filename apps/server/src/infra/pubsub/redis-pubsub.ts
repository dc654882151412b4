import { Redis } from 'ioredis';
import type { PubSub, PubSubErrorHandler } from './pubsub';

type Handler = (message: unknown) => void;

/**
 * Redis pub/sub so several server instances share one stream. Two connections, because a
 * connection in subscriber mode cannot publish. Each topic is SUBSCRIBEd while at least one local
 * handler wants it, so Redis only sends an instance the topics its clients watch.
 */
export class RedisPubSub implements PubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly subscribing = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    redisUrl: string,
    private readonly onError: PubSubErrorHandler = () => {},
  ) {
    this.publisher = new Redis(redisUrl);
    this.subscriber = new Redis(redisUrl);
    // Without a listener ioredis prints every reconnect error; it reconnects and resubscribes itself.
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (topic: string, raw: string) => this.deliver(topic, raw));
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.publisher.publish(topic, JSON.stringify(message));
  }

  subscribe(topic: string, handler: Handler): () => void {
    if (this.closed) return () => {};
    const entry: Handler = (message) => handler(message);
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      this.subscribing.set(topic, this.command(this.subscriber.subscribe(topic)));
    }
    set.add(entry);
    return () => {
      const current = this.handlers.get(topic);
      if (!current?.delete(entry) || current.size > 0) return;
      this.handlers.delete(topic);
      this.subscribing.delete(topic);
      if (!this.closed) void this.command(this.subscriber.unsubscribe(topic));
    };
  }

  whenSubscribed(topic: string): Promise<void> {
    return this.subscribing.get(topic) ?? Promise.resolve();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    this.subscribing.clear();
    this.subscriber.disconnect();
    // quit() lets publishes already sent get their replies; disconnect() would cut them.
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }

  private async command(reply: Promise<unknown>): Promise<void> {
    try {
      await reply;
    } catch (error) {
      if (!this.closed) this.onError(error);
    }
  }

  private deliver(topic: string, raw: string) {
    const set = this.handlers.get(topic);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (error) {
      this.onError(error);
      return;
    }
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
