// The player's header balance follows casino money (ADR 0037): after a wallet callback moved their
// cash (the statement committed), the new balance goes out on `user:<id>` as the sportsbook's does.
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import type { PubSub } from '../../infra/pubsub/pubsub';

/** The cash a callback just moved: the account and its balance as the moving statement committed it. */
export interface MovedCash {
  userId: number;
  accountId: number;
  balance: number;
}

/**
 * Publishes the moved account's balance; never fails the callback that moved it. The balance is the one
 * `casino_wallet_apply` read in the statement that moved it (ADR 0046): no second read per callback, and
 * a replay, which moves nothing, pushes nothing.
 */
export function createBalancePush(pubsub: PubSub) {
  return async (moved: MovedCash): Promise<void> => {
    try {
      await publishToUser(pubsub, moved.userId, [{ t: 'balance', accountId: moved.accountId, balance: moved.balance }]);
    } catch {
      // The client re-reads its balance on reconnect and on the next move: a lost push is not lost money.
    }
  };
}
