// The auto-bet watcher: a pending order (status bid, stake already reserved) is placed at the first
// offered price at or above its target; once its market closes the reservation is released.

import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import type { CouponContext } from './coupon-deps';

interface PendingBid {
  id: number;
  userId: number;
  stake: number;
  target: number;
  constId: number;
  type: number;
  group: number;
  param: number | null;
}

/** Checks every pending order once; answers how many were placed and released. */
export async function tickAutoBets(ctx: CouponContext): Promise<{ placed: number; released: number }> {
  const rows = await ctx.database.query<Record<string, unknown>>(
    `select b.id, b.user_id, b.stake, b.auto_bet_cf, l.const_id, l.type, l.market_group, l.param
     from bets b join bet_legs l on l.bet_id = b.id where b.status = 'bid' order by b.id limit 500`,
  );
  const now = ctx.clock.now();
  let placed = 0;
  let released = 0;
  for (const r of rows) {
    const bid: PendingBid = {
      id: asNumber(r.id),
      userId: asNumber(r.user_id),
      stake: asNumber(r.stake),
      target: Number(r.auto_bet_cf),
      constId: asNumber(r.const_id),
      type: Number(r.type),
      group: Number(r.market_group),
      param: r.param === null ? null : Number(r.param),
    };
    const game = ctx.engine.getGame(bid.constId, now);
    const open = game !== undefined && game.phase !== 'finished' && game.phase !== 'cancelled';
    const pick = { T: bid.type, G: bid.group, ...(bid.param !== null ? { P: bid.param } : {}) };
    const outcome = open ? ctx.engine.quote(game.id, pick, now) : undefined;
    if (!outcome) {
      if (await releaseBid(ctx, bid.id, null)) released += 1;
      continue;
    }
    const price = Math.round(outcome.C * 1000);
    if (outcome.B || game?.status !== 1 || price < bid.target) continue;
    const moved = await ctx.database.query(
      `with b as (
         update bets set status = 'open', odds_total = $2::integer, potential_return = (stake * $2::integer) / 1000
         where id = $1 and status = 'bid' returning id)
       update bet_legs l set odds = $2::integer, game_id = $3::bigint, kind = $4::text from b where l.bet_id = b.id returning l.bet_id`,
      [bid.id, price, game.id, game.phase === 'live' ? 'live' : 'line'],
    );
    if (moved.length > 0) {
      placed += 1;
      await publishToUser(ctx.pubsub, bid.userId, [{ t: 'bet', betId: bid.id, status: 'open', payout: 0 }]);
    }
  }
  return { placed, released };
}

/** Releases a pending order's reservation (the market closed, or its owner `userId` cancelled it). */
export async function releaseBid(ctx: CouponContext, betId: number, userId: number | null): Promise<boolean> {
  const [row] = await ctx.database.query<{ r_user: unknown; r_account: unknown; r_balance: unknown }>(
    'select r_user, r_account, r_balance from release_bid($1, $2, $3)',
    [betId, userId, ctx.now()],
  );
  if (!row) return false;
  await publishToUser(ctx.pubsub, asNumber(row.r_user), [
    { t: 'bet', betId, status: 'cancelled', payout: 0 },
    { t: 'balance', accountId: asNumber(row.r_account), balance: asNumber(row.r_balance) },
  ]);
  return true;
}
