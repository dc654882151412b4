import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../infra/db';

const liveResponse = z.object({ status: z.literal('ok') });
const readyResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: liveResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } } },
    async (_req, reply) => {
      const ok = await database.ping().catch(() => false);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok });
    },
  );
}
