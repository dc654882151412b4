import type { VipBetMessage } from '@fairline/shared/wire/vip-bets';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { topics } from '../../infra/pubsub/topics';

/** A bet's new status (and what it paid) for the user's live channel. */
export interface BetMessage {
  t: 'bet';
  betId: number;
  status: string;
  payout: number;
}

/** A balance change of one of the user's accounts. */
export interface BalanceMessage {
  t: 'balance';
  accountId: number;
  balance: number;
}

/** Publishes on `user:<id>`; a failed publish never fails the money move that already committed. */
export async function publishToUser(
  pubsub: PubSub | undefined,
  userId: number,
  messages: readonly (BetMessage | BalanceMessage | VipBetMessage)[],
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
