import type { RouteObject } from 'react-router';

/** The casino VIP club's office pages under `/:lang/office` (listed while the casino runs). */
export const casinoVipRoutes: RouteObject[] = [
  { path: 'vip', lazy: () => import('./vip-page').then((m) => ({ Component: m.VipPage })) },
  { path: 'cashback', lazy: () => import('./cashback-page').then((m) => ({ Component: m.CashbackPage })) },
];
