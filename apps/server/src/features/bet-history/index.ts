import fp from 'fastify-plugin';
import { type BetHistoryDeps, betHistoryRoutes } from './bet-history.routes';

/** The bet-history feature: the office's bets history, one bet's details, mail and clear actions. */
export const betHistoryPlugin = fp<BetHistoryDeps>(
  async (app, deps) => {
    betHistoryRoutes(app, deps);
  },
  { name: 'bet-history' },
);
