import type { RouteObject } from 'react-router';

/** The bet history's office page under `/:lang/office`. */
export const betHistoryRoutes: RouteObject[] = [
  { path: 'bets', lazy: () => import('./bets-history-page').then((m) => ({ Component: m.BetsHistoryPage })) },
];
