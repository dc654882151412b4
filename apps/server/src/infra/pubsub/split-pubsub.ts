import type { PubSub } from './pubsub';

/**
 * Two buses behind one: topics `isLocal` accepts stay in this process, every other topic goes through
 * `shared` (Redis) to every instance. See `createPubSub` for which topics are which.
 */
export class SplitPubSub implements PubSub {
  constructor(
    private readonly local: PubSub,
    private readonly shared: PubSub,
    private readonly isLocal: (topic: string) => boolean,
  ) {}

  publish(topic: string, message: unknown): Promise<void> {
    return this.busOf(topic).publish(topic, message);
  }

  subscribe(topic: string, handler: (message: unknown) => void): () => void {
    return this.busOf(topic).subscribe(topic, handler);
  }

  whenSubscribed(topic: string): Promise<void> {
    return this.busOf(topic).whenSubscribed(topic);
  }

  async close(): Promise<void> {
    await Promise.all([this.local.close(), this.shared.close()]);
  }

  private busOf(topic: string): PubSub {
    return this.isLocal(topic) ? this.local : this.shared;
  }
}
