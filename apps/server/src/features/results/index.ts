import fp from 'fastify-plugin';
import type { Clock } from '../../trading/clock';
import type { OddsProvider } from '../../trading/provider';
import { readCorrectedResults } from '../settlement/settlement.service';
import { resultsRoutes } from './results.routes';
import { createResults } from './results.service';

export interface ResultsDeps {
  engine: OddsProvider;
  clock: Pick<Clock, 'now'>;
}

/** The results page's data (issue 23, section 3; ADR 0040): final and period scores by day and championship. */
export const resultsPlugin = fp<ResultsDeps>(
  async (app, deps) => {
    // Staff corrections of a result (ADR 0054) live in the database the app decorated itself with.
    resultsRoutes(
      app,
      createResults(deps.engine, deps.clock, (ids) => readCorrectedResults(app.database, ids)),
    );
  },
  { name: 'results' },
);
