import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db';

/**
 * Dev and test only: forgets the code-sending counts of the caller's own address, so a browser test
 * run that registers dozens of players from 127.0.0.1 stays under the per-IP limit of one person
 * (auth/code-limits.ts: 20 codes in 10 minutes). The per-number limit still holds. Never registered in
 * production.
 */
export function rateLimitRoutes(app: FastifyInstance, deps: { database: Database; nodeEnv: string }) {
  if (deps.nodeEnv === 'production') return;
  app.post('/dev/rate-limits/clear', { schema: { hide: true } }, async (req, reply) => {
    await deps.database.query(`delete from auth_rate_events where bucket = 'code-ip' and key = $1`, [req.ip]);
    return reply.code(204).send();
  });
}
