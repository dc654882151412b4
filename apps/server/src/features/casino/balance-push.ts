// The player's header balance follows casino money (ADR 0037): after a wallet callback moved their
// cash (the statement committed), the new balance goes out on `user:<id>` as the sportsbook's does.
import type { Database } from '../../infra/db';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { asNumber } from '../../infra/sql-values';

/** Who to tell about which cash account. */
export interface MovedCash {
  userId: number;
  currencyId: number;
}

/** Publishes the player's current cash in the moved currency; never fails the callback that moved it. */
export function createBalancePush(database: Database, pubsub: PubSub) {
  return async (moved: MovedCash): Promise<void> => {
    try {
      // The balance now, not the one a replay answers: a replay's answer is the first one's.
      const [row] = await database.query<{ id: unknown; balance: unknown }>(
        `select id, balance from ledger_accounts
         where owner_id = $1 and currency_id = $2 and kind = 'player_cash'`,
        [moved.userId, moved.currencyId],
      );
      if (!row) return;
      await publishToUser(pubsub, moved.userId, [
        { t: 'balance', accountId: asNumber(row.id), balance: asNumber(row.balance) },
      ]);
    } catch {
      // The client re-reads its balance on reconnect and on the next move: a lost push is not lost money.
    }
  };
}
