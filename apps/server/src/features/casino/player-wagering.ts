// Read-only sums of the real-money play the wallet recorded (casino_transactions), for the VIP club and
// its weekly cashback (ADR 0067). A stake counts when it is a real-money bet (not a free spin) that was
// not rolled back, for its cash share (bonus money staked is the bonus engine's); a win counts with its
// bet, for the share paid to cash. Demo play never reaches the wallet, so it is never here.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** Stakes per currency of one player in [from, to). */
export interface StakesByCurrency {
  currencyId: number;
  stakes: number;
}

/** One player's real-money casino stakes per currency placed in [from, to) (minor units). */
export async function casinoStakesByCurrency(
  database: Query,
  userId: number,
  from: Date,
  to: Date,
): Promise<StakesByCurrency[]> {
  const rows = await database.query<{ currency_id: number; stakes: unknown }>(
    `select currency_id, sum(amount - bonus_amount) as stakes from casino_transactions
     where user_id = $1 and kind = 'bet' and not is_free and not rolled_back and amount > bonus_amount
       and created_at >= $2 and created_at < $3
     group by currency_id`,
    [userId, from, to],
  );
  return rows.map((r) => ({ currencyId: Number(r.currency_id), stakes: asNumber(r.stakes) }));
}

/** One (player, currency, ISO week) of real-money play: stakes placed in the week and what they won. */
export interface CasinoWeekResult {
  userId: number;
  currencyId: number;
  /** The ISO week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  stakes: number;
  wins: number;
}

const WEEK_RESULTS = `
  select b.user_id, b.currency_id, to_char(date_trunc('week', b.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
         sum(b.amount - b.bonus_amount) as stakes, coalesce(sum(w.won), 0) as wins
  from casino_transactions b
  left join lateral (
    select sum(x.amount - x.bonus_amount) as won from casino_transactions x
    where x.provider_id = b.provider_id and x.kind = 'win' and x.reference_uuid = b.transaction_uuid
  ) w on true
  where b.kind = 'bet' and not b.is_free and not b.rolled_back and b.amount > b.bonus_amount
    and b.created_at >= $1 and b.created_at < $2`;

const toResult = (r: { user_id: unknown; currency_id: number; week: string; stakes: unknown; wins: unknown }) => ({
  userId: asNumber(r.user_id),
  currencyId: Number(r.currency_id),
  week: r.week,
  stakes: asNumber(r.stakes),
  wins: asNumber(r.wins),
});

/** Every player's results per currency and ISO week for bets placed in [from, to) (minor units). */
export async function casinoWeekResults(database: Query, from: Date, to: Date): Promise<CasinoWeekResult[]> {
  const rows = await database.query<Parameters<typeof toResult>[0]>(
    `${WEEK_RESULTS} group by 1, 2, 3 order by 3, 1, 2`,
    [from, to],
  );
  return rows.map(toResult);
}

/** One player's results per currency for bets placed in [from, to) (the running week). */
export async function playerCasinoWeekResults(
  database: Query,
  userId: number,
  from: Date,
  to: Date,
): Promise<CasinoWeekResult[]> {
  const rows = await database.query<Parameters<typeof toResult>[0]>(
    `${WEEK_RESULTS} and b.user_id = $3 group by 1, 2, 3 order by 3, 2`,
    [from, to, userId],
  );
  return rows.map(toResult);
}
