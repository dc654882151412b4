// Pricing a coupon (UpdateCoupon): every selection against the current offer, the totals and the
// stake limits from the risk-limit table.

import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { exceedsTotalOdds } from '@fairline/shared/coupon/express';
import { CouponLimits } from '@fairline/shared/enums/limits';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import type { Minor } from '@fairline/shared/money/minor';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { OddsProvider } from '../../trading/provider';
import { type CouponInput, REFUSED_OPTIONS } from './coupon-input';
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

/** A refusal names the rule it breaks and, when it is not a malformed coupon, its own error code. */
export type Pricing = { ok: true; priced: PricedCoupon } | { ok: false; error: string; errorCode?: CouponErrorCode };

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
  const [refusedOption] = input.refusedOptions;
  if (refusedOption)
    return { ok: false, error: REFUSED_OPTIONS[refusedOption], errorCode: CouponErrorCode.unsupportedOption };
  const checked = checkShape(input);
  if (!checked.ok) return checked;
  const digits = currencyById(opts.currencyId)?.minorDigits ?? 2;
  let stake: Minor | null = null;
  // A stake of 0 (or none) prices the coupon without one; any other goes through the one amount rule.
  if (input.summ !== undefined && input.summ !== 0) {
    const reading = readAmount(input.summ, digits);
    if (!reading.ok) {
      return {
        ok: false,
        error: amountProblemText(reading.problem, digits, 'The stake'),
        errorCode: CouponErrorCode.invalidAmount,
      };
    }
    stake = reading.minor;
  }
  const events = priceEvents(opts.engine, input.events, opts.now, { transformEventKind: input.transformEventKind });
  const legOdds = events.map((e) => oddsOf(e.coef));
  if (checked.shape.vid !== CouponVid.AntiExpress && exceedsTotalOdds(legOdds, CouponLimits.maxTotalOdds)) {
    return {
      ok: false,
      error: `The total odds may not exceed ${CouponLimits.maxTotalOdds.toLocaleString('en')}: remove a selection`,
      errorCode: CouponErrorCode.stakeOutOfLimits,
    };
  }
  const scopes = events.map((e) => ({ sportId: e.game?.sportId ?? -1, marketGroup: e.group ?? -1 }));
  const totals = couponTotals(checked.shape, legOdds, stake, couponLimits(opts.limits, scopes), {
    isExpressBoost: input.isExpressBoost,
    antiExpressMargin: opts.antiExpressMargin,
  });
  return { ok: true, priced: { input, shape: checked.shape, events, totals, stake, digits } };
}

/** Whether a combined coupon (express, system, multi, anti-express) has two selections of one game. */
export function hasBannedCombination(priced: PricedCoupon): boolean {
  return priced.shape.vid !== 0 && priced.events.some((e) => e.banned);
}
