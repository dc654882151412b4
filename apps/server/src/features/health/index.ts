import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { healthRoutes } from './health.routes';

export interface HealthOptions {
  database: Database;
}

/** The health feature: liveness and readiness for the load balancer. */
export const healthPlugin = fp<HealthOptions>(
  async (app, opts) => {
    healthRoutes(app, opts.database);
  },
  { name: 'health' },
);
