import fp from 'fastify-plugin';
import { statisticsRoutes } from './statistics.routes';
import { createStatistics, type StatisticsDeps } from './statistics.service';

/** The statistics pages' calls (issue 23, section 2; ADR 0041): history, standings, squads, price graphs. */
export const statisticsPlugin = fp<StatisticsDeps>(
  async (app, deps) => {
    statisticsRoutes(app, createStatistics(deps));
  },
  { name: 'statistics' },
);
