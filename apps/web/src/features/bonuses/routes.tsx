import type { RouteObject } from 'react-router';

/** The bonuses' office page under `/:lang/office`. */
export const bonusesRoutes: RouteObject[] = [
  { path: 'bonuses', lazy: () => import('./bonuses-page').then((m) => ({ Component: m.BonusesPage })) },
];
