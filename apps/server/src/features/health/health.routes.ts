import { healthLiveAnswer, healthReadyAnswer } from '@fairline/shared/wire/public';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db';

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthLiveAnswer } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: healthReadyAnswer, 503: healthReadyAnswer } } },
    async (_req, reply) => {
      const ok = await database.ping().catch(() => false);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok });
    },
  );
}
