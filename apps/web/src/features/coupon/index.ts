export { BetSlip } from './bet-slip';
export { useCouponStore } from './coupon-store';
export { selectionKey } from './coupon-types';
export { OddsButton, selectionLabels, toSelection } from './odds-button';
export { QuickSlip } from './quick-slip';
export { couponRoutes } from './routes';
export { useCouponCount } from './use-coupon-count';
