// A VIP bet request's coupon valued as the player asked for it (docs/decisions/0052-backoffice-vip-approve.md):
// priced again now to find its games and markets, its limits and whether they still take bets, then
// valued at the odds recorded when the request was made, however the prices moved since.
import { fromMinor, type Minor } from '@fairline/shared/money/minor';
import { oddsFromThousandths } from '@fairline/shared/odds/odds1000';
import type { CouponContext } from './coupon-deps';
import type { CouponInput } from './coupon-input';
import { couponTotals } from './coupon-math';
import { type PricedCoupon, priceCoupon } from './pricing';
import { couponLimits, loadRiskLimits } from './risk-limits';

/** A request's coupon as stored: the player's coupon and the odds (thousandths) it was priced at when requested. */
export type StoredCoupon = CouponInput & { askedOdds?: number[] };

export type AskedPricing =
  | {
      ok: true;
      /** The coupon at the asked odds and `stake` (no promo code: a VIP bet takes none). */
      priced: PricedCoupon;
      /** Each selection's odds now, in thousandths. */
      current: number[];
      /** A selection does not take bets now: its game started, is suspended, over or gone. */
      closed: boolean;
    }
  | { ok: false; error: string };

/**
 * The stored coupon at the odds it was requested at. A selection without a recorded price (a request
 * older than the record) takes the odds the player sent, or else today's.
 */
export async function priceAsAsked(
  ctx: CouponContext,
  coupon: StoredCoupon,
  userId: number,
  currencyId: number,
  stake: Minor,
): Promise<AskedPricing> {
  const limits = await loadRiskLimits(ctx.database, userId);
  const antiExpressMargin = ctx.settings.antiExpressMargin;
  const input: CouponInput = { ...coupon, summ: undefined, promo: '' };
  const pricing = priceCoupon(input, {
    engine: ctx.engine,
    now: ctx.clock.now(),
    limits,
    currencyId,
    antiExpressMargin,
  });
  if (!pricing.ok) return { ok: false, error: pricing.error };
  const now = pricing.priced;
  const current = now.events.map((e) => Math.round(e.coef * 1000));
  const asked = now.events.map((e, i) => {
    const recorded = coupon.askedOdds?.[i];
    if (recorded !== undefined && recorded > 1000) return recorded;
    return e.event.coef > 1 ? Math.round(e.event.coef * 1000) : (current[i] ?? 1001);
  });
  const scopes = now.events.map((e) => ({ sportId: e.game?.sportId ?? -1, marketGroup: e.group ?? -1 }));
  const totals = couponTotals(now.shape, asked.map(oddsFromThousandths), stake, couponLimits(limits, scopes), {
    isExpressBoost: input.isExpressBoost,
    antiExpressMargin,
  });
  return {
    ok: true,
    priced: {
      ...now,
      input: { ...input, summ: fromMinor(stake, now.digits) },
      events: now.events.map((e, i) => ({ ...e, coef: (asked[i] ?? 1001) / 1000, oddsChanged: false })),
      totals,
      stake,
    },
    current,
    closed: now.events.some((e) => e.finish || e.block),
  };
}
