// The statistics pages (issue 23, section 2; ADR 0041) at `/:lang/statisticpopup/…`, paths as the
// shared statistics-paths build them, and the icon that opens a game's statistics. The route table
// imports this module, so all it holds rides in the first load: a lazy import for the pages, and the
// icon of the game rows (a link; its modal loads at the first press).
import type { RouteObject } from 'react-router';

export { registerStatisticsFrameHost, type StatisticsFrameHost } from './frame-host';
export { StatisticsLink } from './statistics-link';

type Pages = typeof import('./statistics-pages');

const load = (name: keyof Pages) => () => import('./statistics-pages').then((m) => ({ Component: m[name] }));

/** Under `/:lang`, outside the site's layout: the pages open in a modal's frame, or as bare pages on phones. */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statisticpopup',
    lazy: load('StatisticsLayout'),
    children: [
      { path: 'game/:statSport/:gameId/:statTab?', lazy: load('GameStatsPage') },
      { path: 'team/:statSport/:teamId', lazy: load('TeamPage') },
      { path: 'player/:statSport/:playerId', lazy: load('PlayerPage') },
      { path: 'stage/:statSport/:champId', lazy: load('StagePage') },
      { path: 'tournament/:statSport/:champId/:seasonId?', lazy: load('SeasonPage') },
      { path: 'cyber/:cyberSport/:champId/:seasonId?', lazy: load('SeasonPage') },
      { path: 'graph/:gameId/:coefView?', lazy: load('GraphPage') },
      { path: '*', lazy: load('StatisticsPathError') },
    ],
  },
];
