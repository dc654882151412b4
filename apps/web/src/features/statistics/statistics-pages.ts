// Every statistics page in one lazily loaded module: the route table then holds one import for them all.
export { GameStatsPage } from './game-stats-page';
export { GraphPage } from './graph-page';
export { PlayerPage } from './player-page';
export { StagePage, TournamentPage as SeasonPage } from './season-pages';
export { StatisticsLayout, StatisticsPathError } from './statistics-layout';
export { TeamPage } from './team-page';
