import type { Database } from '../../infra/db';
import { asNumber } from '../wallet/sql-values';

/**
 * The spec's `amountOfUnplacedBets` of an account, in minor units: what the user's unsettled bets
 * (open, or auto-bet orders still pending) in that currency still have at stake. It equals the
 * user's open-stakes balance of the currency (a bet invariant of the settlement).
 */
export async function unplacedBetsAmount(
  database: Pick<Database, 'query'>,
  userId: number,
  currencyId: number,
): Promise<number> {
  const [row] = await database.query<{ amount: unknown }>(
    `select coalesce(sum(stake), 0) as amount from bets
     where user_id = $1 and currency_id = $2 and status in ('open', 'bid')`,
    [userId, currencyId],
  );
  return asNumber(row?.amount ?? 0);
}
