// The results page (issue 23, section 3; ADR 0040): finished games by day, sport and championship, and
// the link a settled bet's leg gives to its game's result (shared: routing/results-link).
import type { RouteObject } from 'react-router';

export const resultsRoutes: RouteObject[] = [
  {
    path: 'results/:champId?',
    lazy: () => import('./results-page').then((m) => ({ Component: m.ResultsPage })),
  },
];
