import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { OPEN_OPS_ACCESS, type OpsAccess, opsGuard } from './ops-access';

/**
 * Prometheus metrics at /metrics: process defaults plus request latency by route and status. Not
 * public in production (see ops-access.ts).
 */
export function registerMetrics(app: FastifyInstance, access: OpsAccess = OPEN_OPS_ACCESS) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true }, onRequest: opsGuard(access) }, async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}

/** A counter of a running total its owner keeps, read at scrape time (so nothing is counted twice). */
export function scrapedCounter(registry: Registry, name: string, help: string, read: () => number): Counter {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}
