/**
 * Topic-based fan-out between the code that changes data (feed, trading, wallet) and the
 * WebSocket hubs of every server instance. Messages are JSON-serialisable values; a handler
 * must treat the message it gets as read-only, since in-process delivery shares one object.
 */
export interface PubSub {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the function that removes this handler. */
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
  /**
   * Resolves once messages published to `topic` from now on reach this instance's handlers.
   * In-process that is at once; over Redis it waits for the SUBSCRIBE round trip, so a caller
   * that reads a snapshot after it cannot miss a change made in between.
   */
  whenSubscribed(topic: string): Promise<void>;
  close(): Promise<void>;
}

export type PubSubErrorHandler = (error: unknown) => void;
