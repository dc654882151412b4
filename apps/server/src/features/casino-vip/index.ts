import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { startTicker } from '../../infra/ticker';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { rgNow } from '../responsible-gambling/responsible-gambling.service';
import { casinoVipRoutes } from './casino-vip.routes';
import { type SweepResult, sweepCashback } from './casino-vip.service';

export interface CasinoVipDeps {
  database: Database;
  nodeEnv: string;
  /** The club's clock. Default: the casino's (the protection clock the wallet stamps rounds with). */
  now?: () => Date;
  /** How often closed weeks are swept; 0 leaves it to `app.casinoVip.sweep()`. Default 1 hour. */
  sweepMs?: number;
  /** Whether the sweep's timer runs here now: on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The weekly cashback's step, to run by hand (tests, the dev route). */
    casinoVip: { sweep(at?: Date, only?: { userId: number }): Promise<SweepResult> };
  }
}

const SWEEP_MS = 3_600_000;
const devSweepBody = z.object({
  at: z.string().datetime({ offset: true }).optional().describe('Sweep as if it were this instant'),
  userId: z.number().int().positive().optional().describe('Only this player (browser tests share a server)'),
});
const devSweepAnswer = z.object({ recorded: z.number().int(), credited: z.number().int(), held: z.number().int() });

/**
 * The casino VIP club (issue 21 §4, ADR 0067): the office's level and premium cashback screens and the
 * leader-only hourly sweep that credits each closed week's cashback once; in development a route runs
 * it as of any instant.
 */
export const casinoVipPlugin = fp<CasinoVipDeps>(
  async (app, deps) => {
    const now = deps.now ?? (() => rgNow(deps.database));
    const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'casino-vip'));
    casinoVipRoutes(app, { database: deps.database, preHandler: deps.auth ?? requireUser, now });
    const sweep = (at?: Date, only?: { userId: number }) => sweepCashback(deps.database, at ?? now(), onError, only);
    const sweepMs = deps.sweepMs ?? SWEEP_MS;
    if (sweepMs > 0) {
      const isLeader = deps.isLeader ?? (() => true);
      const ticker = startTicker(async () => (isLeader() ? sweep() : undefined), sweepMs, onError);
      app.addHook('onClose', () => ticker.stop());
    }
    app.decorate('casinoVip', { sweep });
    if (deps.nodeEnv !== 'production') {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/dev/casino-vip/sweep',
          { schema: { hide: true, body: devSweepBody, response: { 200: devSweepAnswer } } },
          async (req) =>
            sweep(
              req.body.at ? new Date(req.body.at) : undefined,
              req.body.userId ? { userId: req.body.userId } : undefined,
            ),
        );
    }
  },
  { name: 'casino-vip', dependencies: ['auth'] },
);
