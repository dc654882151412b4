// The public module of coupon: what the bets history and settlement read of a bet the coupon placed
// (its cash-out value, the promo boost of its return) and the coupon's tunables they share.
export { type CashOutValue, cashOutValue, type SellableBet } from './cash-out';
export { type CouponContext, type CouponSettings, couponContext } from './coupon-deps';
export { withPromoBoost } from './promo';
export type { VipApproval } from './vip-approve';
export { findVipRequest, listVipQueue } from './vip-queue';
