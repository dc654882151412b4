export { CouponPanel } from './coupon-panel';
export { useCouponStore } from './coupon-store';
export { selectionKey } from './coupon-types';
export { OddsButton, selectionLabels, toSelection } from './odds-button';
export { couponRoutes } from './routes';
export { useCouponCount } from './use-coupon-count';
