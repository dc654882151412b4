import type { RouteObject } from 'react-router';

/** The bet slip as a page (`/:lang/coupon`); the route table places it in the sportsbook's layout. */
export const couponRoutes: RouteObject[] = [
  { path: 'coupon', lazy: () => import('./coupon-page').then((m) => ({ Component: m.CouponPage })) },
];
