import fp from 'fastify-plugin';
import type { Clock } from '../../trading/clock';
import type { OddsProvider } from '../../trading/provider';
import { resultsRoutes } from './results.routes';
import { createResults } from './results.service';

export interface ResultsDeps {
  engine: OddsProvider;
  clock: Pick<Clock, 'now'>;
}

/** The results page's data (issue 23, section 3; ADR 0040): final and period scores by day and championship. */
export const resultsPlugin = fp<ResultsDeps>(
  async (app, deps) => {
    resultsRoutes(app, createResults(deps.engine, deps.clock));
  },
  { name: 'results' },
);
