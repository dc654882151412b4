import type { RouteObject } from 'react-router';

/** The loyalty points' office page under `/:lang/office`. */
export const pointsRoutes: RouteObject[] = [
  { path: 'points', lazy: () => import('./points-page').then((m) => ({ Component: m.PointsPage })) },
];
