import type { Minor } from '../money/minor';
import type { ExpressBoostConfig } from './express-boost';
import type { Leg } from './leg';
import type { SystemSizes } from './system';

/**
 * Coupon types as sent in the wire field `Vid`. The spec names the kinds (single, express,
 * system, …) but not their numbers; these are ours and must not be renumbered once stored.
 */
export const CouponVid = {
  Single: 0,
  Express: 1,
  System: 2,
  Multi: 3,
  AntiExpress: 4,
} as const;
export type CouponVid = (typeof CouponVid)[keyof typeof CouponVid];

type CouponBase = { readonly stake: Minor; readonly legs: readonly Leg[] };

export type SingleCoupon = CouponBase & { readonly vid: typeof CouponVid.Single };
/** An express; `boost` set when the player took the express boost (`isExpressBoost`). */
export type ExpressCoupon = CouponBase & {
  readonly vid: typeof CouponVid.Express;
  readonly boost?: ExpressBoostConfig;
};
/** A system k from n (`expressNum` is k), or a full-cover bet with several sizes. */
export type SystemCoupon = CouponBase & { readonly vid: typeof CouponVid.System; readonly sizes: SystemSizes };
/** A multi-bet: a system of size k over `legs` plus a banker ("lobby", `withLobby`) of one or more legs. */
export type MultiCoupon = CouponBase & {
  readonly vid: typeof CouponVid.Multi;
  readonly size: number;
  readonly banker: readonly Leg[];
};
/** An anti-express priced with `margin` (a fraction) over its legs' stored odds. */
export type AntiExpressCoupon = CouponBase & { readonly vid: typeof CouponVid.AntiExpress; readonly margin: number };

export type Coupon = SingleCoupon | ExpressCoupon | SystemCoupon | MultiCoupon | AntiExpressCoupon;
