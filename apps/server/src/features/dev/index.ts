import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { Clock } from '../../trading/clock';
import { clockRoutes } from './clock.routes';
import { outboxRoutes } from './outbox.routes';
import { rateLimitRoutes } from './rate-limits.routes';

export interface DevOptions {
  database: Database;
  nodeEnv: string;
  /** The simulation clock the clock routes move; without it only the outbox is registered. */
  clock?: Clock;
  /** What moving the clock sets off (feed tick, settlement, VIP expiry). */
  afterAdvance?: () => Promise<void>;
}

/** The dev feature: the outbox, the simulation clock and the code-sending counts for developers and tests; nothing in production. */
export const devPlugin = fp<DevOptions>(
  async (app, opts) => {
    outboxRoutes(app, opts);
    rateLimitRoutes(app, opts);
    if (opts.clock) {
      const afterAdvance = opts.afterAdvance ?? (async () => undefined);
      clockRoutes(app, { clock: opts.clock, nodeEnv: opts.nodeEnv, afterAdvance });
    }
  },
  { name: 'dev' },
);
