// The office's loyalty points (issue 22, ADR 0060): balance, the shop that turns points into bonus
// money, and the history of earning and spending. The page loads on its own.
export { pointsRoutes } from './routes';
