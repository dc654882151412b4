import type { RouteObject } from 'react-router';
import { loadMatchCentre } from '../match-tracker';

const page =
  <K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));

/**
 * The betting pages under `/:lang`, inside the app layout. Paths: `line`, `live` (optionally
 * `/:sportSlug` and `/:sportSlug/:champId`), `line/game/:gameId`, `live/game/:gameId`, `cyber`
 * (+ `/line`, `/live`, each optionally `/:cyberSlug` and `/:cyberSlug/:champId`) and `sports` for the betting home. `beside` are other features' pages the
 * app shell shows in the sportsbook's layout too (the bet slip as a page).
 */
export const sportsbookRoutes = (beside: RouteObject[] = []): RouteObject[] => [
  {
    lazy: () => import('./layout/sportsbook-layout').then((m) => ({ Component: m.SportsbookLayout })),
    children: [
      { path: 'sports', lazy: page(() => import('./home/sportsbook-home'), 'HomeBettingPage') },
      { path: 'cyber', lazy: page(() => import('./home/sportsbook-home'), 'CyberHomePage') },
      { path: 'cyber/line/:cyberSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'CyberLinePage') },
      { path: 'cyber/live/:cyberSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'CyberLivePage') },
      { path: 'line/game/:gameId', lazy: page(() => import('./game/game-page'), 'LineGamePage') },
      // The match centre loads with the page: a server-rendered live game hydrates it in place (ADR 0026).
      {
        path: 'live/game/:gameId',
        lazy: page(() => Promise.all([import('./game/game-page'), loadMatchCentre()]).then(([m]) => m), 'LiveGamePage'),
      },
      { path: 'line/:sportSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'LinePage') },
      { path: 'live/:sportSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'LivePage') },
      // Multi-live (issue 23 §5, ADR 0059): up to four live games side by side, in a chunk of its own.
      { path: 'multi-live', lazy: page(() => import('./multi-live/multi-live-page'), 'MultiLivePage') },
      // The favourites page (its own feature) lists its games with the sportsbook's rows and live updates.
      { path: 'favorites', lazy: page(() => import('./favorites-route'), 'FavoritesRoute') },
      ...beside,
    ],
  },
];
