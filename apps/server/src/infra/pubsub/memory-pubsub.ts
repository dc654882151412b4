import type { PubSub, PubSubErrorHandler } from './pubsub';

type Handler = (message: unknown) => void;

/** One process: publish calls every handler synchronously, before its promise resolves. */
export class MemoryPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  constructor(private readonly onError: PubSubErrorHandler = () => {}) {}

  async publish(topic: string, message: unknown): Promise<void> {
    const set = this.handlers.get(topic);
    if (!set) return;
    // A copy: a handler may unsubscribe itself or others while we iterate.
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  subscribe(topic: string, handler: Handler): () => void {
    if (this.closed) return () => {};
    // A fresh wrapper per call, so the same function subscribed twice is removed once per call.
    const entry: Handler = (message) => handler(message);
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(entry);
    return () => {
      const current = this.handlers.get(topic);
      if (!current?.delete(entry)) return;
      if (current.size === 0) this.handlers.delete(topic);
    };
  }

  async whenSubscribed(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }

  /** Number of topics with at least one handler (a leak shows here). */
  get topicCount(): number {
    return this.handlers.size;
  }
}
