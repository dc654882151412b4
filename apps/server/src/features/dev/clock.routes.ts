import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../trading/clock';

const body = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400_000),
});
// Dev-only: read by the browser tests' helpers, never by the web app, so the schema stays here.
export const devClockAnswer = z.object({ now: z.string().describe('The simulated instant, ISO date-time') });

/**
 * Dev and test only: moves the simulation clock forward, so a browser test can play matches to
 * the end and see bets settled. Never registered in production.
 */
export function clockRoutes(
  app: FastifyInstance,
  deps: { clock: Clock; nodeEnv: string; afterAdvance: () => Promise<void> },
) {
  if (deps.nodeEnv === 'production') return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/dev/clock/advance', { schema: { hide: true, body, response: { 200: devClockAnswer } } }, async (req) => {
    deps.clock.advance(req.body.ms);
    await deps.afterAdvance();
    return { now: new Date(deps.clock.now()).toISOString() };
  });
  r.get('/dev/clock', { schema: { hide: true, response: { 200: devClockAnswer } } }, async () => ({
    now: new Date(deps.clock.now()).toISOString(),
  }));
}
