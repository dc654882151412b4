import type { RouteObject } from 'react-router';

/** The `tournaments` page type under `/:lang`: the list and one tournament. */
export const tournamentsRoutes: RouteObject[] = [
  { path: 'tournaments', lazy: () => import('./tournaments-page').then((m) => ({ Component: m.TournamentsPage })) },
  {
    path: 'tournaments/:tournamentId',
    lazy: () => import('./tournament-page').then((m) => ({ Component: m.TournamentPage })),
  },
];
