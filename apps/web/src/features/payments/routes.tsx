import type { RouteObject } from 'react-router';

/** The cashier's office pages under `/:lang/office`: deposits and withdrawals, and deposit limits. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'payments', lazy: () => import('./payments-page').then((m) => ({ Component: m.PaymentsPage })) },
  { path: 'limits', lazy: () => import('./limits-page').then((m) => ({ Component: m.LimitsPage })) },
];
