// The back office approves a VIP bet request (docs/decisions/0052-backoffice-vip-approve.md): the
// held coupon is placed at once as a bet of the accepted stake (at most the held one, at least the
// coupon's minimum), at the prices it was requested at, and the rest of the hold goes back — one
// statement (vip_bet_approve) that locks the request, so a racing approval, decline or expiry ends it
// exactly once. The player hears of it on their channel like any bet.
import { fromMinor, minor } from '@fairline/shared/money/minor';
import { AppError } from '../../errors';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import { betRow, legRows } from './bet-rows';
import { couponAnswer } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { priceAsAsked, type StoredCoupon } from './vip-pricing';

/** What an approval did, for the caller's audit row and the player's message (amounts in minor units). */
export interface VipApproval {
  requestId: number;
  userId: number;
  betId: number;
  currencyId: number;
  /** The stake the request held. */
  held: number;
  /** The stake of the bet placed. */
  stake: number;
  /** Given back to the player: held − stake. */
  released: number;
  /** The bet's odds in thousandths and its potential return. */
  odds: number;
  potentialReturn: number;
}

const conflict = (message: string, errorCode: string) => new AppError('CONFLICT', message, { errorCode });
const invalid = (message: string, errorCode: string) => new AppError('VALIDATION', message, { errorCode });

/**
 * Approves awaiting request `id` with `stake` (minor units of the request's currency). Refuses with
 * 404 (no such request), 409 (`vip_not_awaiting`, `vip_expired`, `vip_selection_closed`,
 * `player_may_not_bet`, `bet_guid_used`) or 400 (`vip_stake_above_request`, `vip_stake_below_min`).
 */
export async function approveVipBet(ctx: CouponContext, id: number, stake: number): Promise<VipApproval> {
  const [row] = await ctx.database.query<Record<string, unknown>>(
    'select user_id, status, stake, currency_id, coupon, expires_at from vip_bet_requests where id = $1',
    [id],
  );
  if (!row || row.currency_id === null) throw new AppError('NOT_FOUND', 'VIP bet request is not found');
  const at = ctx.clock.now();
  if (row.status !== 'awaiting') throw conflict('This request is no longer awaiting a decision', 'vip_not_awaiting');
  if (new Date(row.expires_at as string).getTime() <= at) throw conflict('This request has expired', 'vip_expired');
  const userId = asNumber(row.user_id);
  const held = asNumber(row.stake);
  const currencyId = Number(row.currency_id);
  if (stake > held) {
    throw invalid('The accepted stake may not be above the stake the player asked for', 'vip_stake_above_request');
  }
  const pricing = await priceAsAsked(ctx, row.coupon as StoredCoupon, userId, currencyId, minor(stake));
  if (!pricing.ok) throw conflict(`The coupon cannot be placed now: ${pricing.error}`, 'vip_selection_closed');
  const { priced } = pricing;
  if (pricing.closed) {
    throw conflict(
      'A selection of the coupon does not accept bets now (started, suspended or over)',
      'vip_selection_closed',
    );
  }
  if (stake < priced.totals.minStake) {
    const min = fromMinor(priced.totals.minStake, priced.digits).toFixed(priced.digits);
    throw invalid(`The accepted stake may not be below the minimum bet of ${min}`, 'vip_stake_below_min');
  }
  const potentialReturn = priced.totals.potentialReturn ?? 0;
  const bet = betRow(priced, {
    potentialReturn,
    antiExpressMargin: ctx.settings.antiExpressMargin,
    promo: null,
    autoBetCf: null,
  });
  const answer = { Coupon: couponAnswer(priced), lvC: false, lnC: false, waitTime: 0, FailInfo: null };
  let placed: Record<string, unknown> | undefined;
  try {
    [placed] = await ctx.database.query<Record<string, unknown>>(
      `select r_user, r_bet, r_held, r_currency, r_account, r_balance
       from vip_bet_approve($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        stake,
        JSON.stringify(bet),
        JSON.stringify(legRows(priced)),
        JSON.stringify(answer),
        new Date(at),
        ctx.now(),
      ],
    );
  } catch (err) {
    throw refusalOf(err) ?? err;
  }
  if (!placed) throw new Error('vip_bet_approve answered no row');
  const betId = asNumber(placed.r_bet);
  await publishToUser(ctx.pubsub, userId, [
    { t: 'vip', requestId: id, status: 'approved', stake, currencyId },
    { t: 'bet', betId, status: 'open', payout: 0 },
    { t: 'balance', accountId: asNumber(placed.r_account), balance: asNumber(placed.r_balance) },
  ]);
  return {
    requestId: id,
    userId,
    betId,
    currencyId,
    held: asNumber(placed.r_held),
    stake,
    released: asNumber(placed.r_held) - stake,
    odds: bet.odds_total,
    potentialReturn,
  };
}

/** The statement's refusals as the desk answers them; undefined for a real failure. */
function refusalOf(err: unknown): AppError | undefined {
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FLV01':
      return conflict('This request is no longer awaiting a decision', 'vip_not_awaiting');
    case 'FLV02':
      return conflict('This request has expired', 'vip_expired');
    case 'FLV03':
      return invalid('The accepted stake may not be above the stake the player asked for', 'vip_stake_above_request');
    case 'FL403':
      return conflict('The player may not bet now (account status, time-out or self-exclusion)', 'player_may_not_bet');
    case 'FL409':
      return conflict('The request’s bet id was already used for another bet', 'bet_guid_used');
    default:
      return undefined;
  }
}
