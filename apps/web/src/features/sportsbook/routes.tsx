import type { RouteObject } from 'react-router';

const page =
  <K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));

/**
 * The betting pages under `/:lang`, inside the app layout. Paths: `line`, `live` (optionally
 * `/:sportSlug` and `/:sportSlug/:champId`), `line/game/:gameId`, `live/game/:gameId`, `cyber`
 * (+ `/line`, `/live`), `sports` for the betting home, and `coupon` for the bet slip as a page.
 */
export const sportsbookRoutes: RouteObject[] = [
  {
    lazy: () => import('./layout/sportsbook-layout').then((m) => ({ Component: m.SportsbookLayout })),
    children: [
      { path: 'sports', lazy: page(() => import('./home/sportsbook-home'), 'HomeBettingPage') },
      { path: 'cyber', lazy: page(() => import('./home/sportsbook-home'), 'CyberHomePage') },
      { path: 'cyber/line', lazy: page(() => import('./games/feed-page'), 'CyberLinePage') },
      { path: 'cyber/live', lazy: page(() => import('./games/feed-page'), 'CyberLivePage') },
      { path: 'line/game/:gameId', lazy: page(() => import('./game/game-page'), 'LineGamePage') },
      { path: 'live/game/:gameId', lazy: page(() => import('./game/game-page'), 'LiveGamePage') },
      { path: 'line/:sportSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'LinePage') },
      { path: 'live/:sportSlug?/:champId?', lazy: page(() => import('./games/feed-page'), 'LivePage') },
      { path: 'coupon', lazy: page(() => import('../coupon/coupon-page'), 'CouponPage') },
    ],
  },
];
