import type { RouteObject } from 'react-router';
import type { CasinoPage } from './pages';

// Every casino page is its own chunk, reached through the loaders' chunk (pages.ts): the home route's
// first load carries these route entries only.
const lazy = (page: CasinoPage) => () => import('./pages').then((m) => m.loadPage(page));

/** The casino's pages under `/:lang` (issue 21, ADR 0038): the spec's page types we have games for. */
export const casinoRoutes: RouteObject[] = [
  { path: 'casino', lazy: lazy('lobby') },
  { path: 'slots', lazy: lazy('lobby') },
  { path: 'live-casino', lazy: lazy('lobby') },
  { path: 'crash-games', lazy: lazy('lobby') },
  { path: 'slots/:gameSlug', lazy: lazy('game') },
  { path: 'casino/game/:gameSlug', lazy: lazy('game') },
  { path: 'casino/favorites', lazy: lazy('favorites') },
  { path: 'casino/my', lazy: lazy('my') },
  { path: 'casino/providers', lazy: lazy('providers') },
  { path: 'casino/verify', lazy: lazy('verify') },
];

/** The office's game history (recall) under `/:lang/office`. */
export const casinoOfficeRoutes: RouteObject[] = [{ path: 'casino', lazy: lazy('history') }];
