// Pricing a coupon (UpdateCoupon): every selection against the current offer, the totals and the
// stake limits from the risk-limit table.

import { currencyById } from '@fairline/shared/lookups/currencies';
import { type Minor, toMinor } from '@fairline/shared/money/minor';
import type { OddsProvider } from '../../trading/provider';
import type { CouponInput } from './coupon-input';
import { type CouponTotals, couponTotals, oddsOf } from './coupon-math';
import { type CouponShape, checkShape } from './coupon-shape';
import { type PricedEvent, priceEvents } from './price-events';
import { couponLimits, type RiskLimitRow } from './risk-limits';

export interface PricedCoupon {
  input: CouponInput;
  shape: CouponShape;
  events: PricedEvent[];
  totals: CouponTotals;
  /** The stake in minor units, when the coupon names one. */
  stake: Minor | null;
  /** Digits of the currency amounts are shown in. */
  digits: number;
}

export type Pricing = { ok: true; priced: PricedCoupon } | { ok: false; error: string };

export interface PricingOptions {
  engine: OddsProvider;
  now: number;
  limits: readonly RiskLimitRow[];
  antiExpressMargin: number;
  /** The currency amounts are in (the bettor's, or the coupon's `currency`). */
  currencyId: number;
}

/** Prices a coupon, or names the rule it breaks. */
export function priceCoupon(input: CouponInput, opts: PricingOptions): Pricing {
  const checked = checkShape(input);
  if (!checked.ok) return checked;
  const digits = currencyById(opts.currencyId)?.minorDigits ?? 2;
  let stake: Minor | null = null;
  if (input.summ !== undefined && input.summ !== 0) {
    if (!(input.summ > 0)) return { ok: false, error: 'The stake must be positive' };
    stake = toMinor(input.summ, digits);
    if (stake <= 0) return { ok: false, error: 'The stake must be positive' };
  }
  const events = priceEvents(opts.engine, input.events, opts.now);
  const scopes = events.map((e) => ({ sportId: e.game?.sportId ?? -1, marketGroup: e.group ?? -1 }));
  const totals = couponTotals(
    checked.shape,
    events.map((e) => oddsOf(e.coef)),
    stake,
    couponLimits(opts.limits, scopes),
    { isExpressBoost: input.isExpressBoost, antiExpressMargin: opts.antiExpressMargin },
  );
  return { ok: true, priced: { input, shape: checked.shape, events, totals, stake, digits } };
}

/** Whether a combined coupon (express, system, multi, anti-express) has two selections of one game. */
export function hasBannedCombination(priced: PricedCoupon): boolean {
  return priced.shape.vid !== 0 && priced.events.some((e) => e.banned);
}
