// Casino tournaments (issue 21 §4, ADR 0065): the list and a page per tournament with its live
// leaderboard, and the lobby's entry shown only while the brand has tournaments. Pages load on their own.
export { tournamentsRoutes } from './routes';
export { TournamentsNavLink } from './tournaments-nav-link';
