import type { UserMessage } from '@fairline/shared/wire/bets';
import type { PubSub } from './pubsub';
import { topics } from './topics';

/** Publishes on `user:<id>`; a failed publish never fails the money move that already committed. */
export async function publishToUser(
  pubsub: PubSub | undefined,
  userId: number,
  messages: readonly UserMessage[],
): Promise<void> {
  if (!pubsub) return;
  for (const message of messages) {
    try {
      await pubsub.publish(topics.user(userId), message);
    } catch {
      // Clients re-read their bets and balance on reconnect; a lost notification is not lost money.
    }
  }
}
