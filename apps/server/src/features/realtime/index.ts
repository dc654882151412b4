import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { registerRealtimeMetrics } from './realtime.metrics';
import { type Realtime, type RealtimeDeps, realtimeRoutes } from './realtime.routes';

export interface RealtimeOptions extends RealtimeDeps {
  /** Where the hub's counts are published (/metrics), when the app has metrics. */
  metrics?: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WebSocket hub and its counts. */
    realtime: Realtime;
  }
}

/** The realtime feature: `GET /ws`, the one WebSocket of the app, fed from the pub/sub. */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app, { metrics, ...deps }) => {
    const realtime = await realtimeRoutes(app, deps);
    app.decorate('realtime', realtime);
    if (metrics) registerRealtimeMetrics(metrics, realtime.stats);
  },
  { name: 'realtime' },
);
