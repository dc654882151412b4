// A VIP bet request as the trader reviews it before deciding (docs/decisions/0052-backoffice-vip-approve.md):
// its selections with the odds it was requested at and today's, whether each still takes bets, what
// the stake would return and the coupon's limits now.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { minor } from '@fairline/shared/money/minor';
import type { VipReviewAnswer } from '@fairline/shared/wire/backoffice-vip';
import { AppError } from '../../errors';
import { asNumber } from '../../infra/sql-values';
import type { CouponContext } from './coupon-deps';
import { marketLabels } from './markets';
import { priceAsAsked, type StoredCoupon } from './vip-pricing';

/** The request `id` with its selections priced as asked and now; 404 when there is none. */
export async function reviewVipBet(ctx: CouponContext, id: number): Promise<VipReviewAnswer> {
  const [row] = await ctx.database.query<Record<string, unknown>>(
    'select user_id, status, coalesce(accepted_stake, stake) as stake, currency_id, coupon from vip_bet_requests where id = $1',
    [id],
  );
  if (!row || row.currency_id === null) throw new AppError('NOT_FOUND', 'VIP bet request is not found');
  const currencyId = Number(row.currency_id);
  const stake = asNumber(row.stake);
  const base = {
    id,
    user_id: asNumber(row.user_id),
    status: String(row.status),
    currency: currencyById(currencyId)?.code ?? '',
    stake_minor: stake,
  };
  const pricing = await priceAsAsked(ctx, row.coupon as StoredCoupon, base.user_id, currencyId, minor(stake));
  if (!pricing.ok) {
    const none = { min_stake_minor: null, max_stake_minor: null, odds: null, potential_return_minor: null };
    return { ...base, ...none, legs: [], problem: pricing.error };
  }
  const { priced, current } = pricing;
  return {
    ...base,
    min_stake_minor: priced.totals.minStake,
    max_stake_minor: priced.totals.maxStake,
    odds: priced.totals.totalOdds,
    potential_return_minor: priced.totals.potentialReturn,
    legs: priced.events.map((e, i) => {
      const labels = marketLabels(e.group ?? 0, e.event.type);
      return {
        game: e.game ? `${e.game.home.name.en} — ${e.game.away.name.en}` : `game ${e.event.gameId}`,
        starts_at: e.game ? new Date(e.game.start).toISOString() : null,
        market: labels.market,
        outcome: labels.outcome,
        param: e.event.param ?? null,
        asked_odds: e.coef,
        current_odds: e.outcome ? (current[i] ?? 0) / 1000 : null,
        open: !(e.block || e.finish),
      };
    }),
    problem: null,
  };
}
