export { OpenBets, useOpenBets } from './open-bets';
export { betHistoryRoutes } from './routes';
