import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { startTicker } from '../../infra/ticker';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import { bringAFriendRoutes } from './bring-a-friend.routes';
import { creditCommissions } from './bring-a-friend.service';

export interface BringAFriendDeps {
  database: Database;
  sites: SiteConfigService;
  nodeEnv: string;
  /** The programme's clock; injectable for tests. Default: the wall clock. */
  now?: () => Date;
  /** How often closed days are swept for commission; 0 leaves it to `app.bringAFriend.sweep()`. Default 1 hour. */
  sweepMs?: number;
  /** Whether the sweep's timer runs here now: on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The commission schedule's step, to run by hand (tests, the dev route). */
    bringAFriend: { sweep(now?: Date): Promise<{ credited: number; periods: number }> };
  }
}

const SWEEP_MS = 3_600_000;
const devSweepBody = z.object({
  at: z.string().datetime({ offset: true }).optional().describe('Sweep as if it were this instant'),
});
const devSweepAnswer = z.object({ credited: z.number().int(), periods: z.number().int() });

/**
 * Bring a friend (issue 22 §3, ADR 0061): the spec's seven referral calls and the leader-only schedule
 * that credits the commission of each closed day; in development a route runs it as of any instant.
 */
export const bringAFriendPlugin = fp<BringAFriendDeps>(
  async (app, deps) => {
    const now = deps.now ?? (() => new Date());
    const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'bring-a-friend'));
    bringAFriendRoutes(app, { database: deps.database, sites: deps.sites, preHandler: deps.auth ?? requireUser, now });
    const sweep = (at?: Date) => creditCommissions(deps.database, at ?? now());
    const sweepMs = deps.sweepMs ?? SWEEP_MS;
    if (sweepMs > 0) {
      const isLeader = deps.isLeader ?? (() => true);
      const ticker = startTicker(async () => (isLeader() ? sweep() : undefined), sweepMs, onError);
      app.addHook('onClose', () => ticker.stop());
    }
    app.decorate('bringAFriend', { sweep });
    if (deps.nodeEnv !== 'production') {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/dev/bring-a-friend/sweep',
          { schema: { hide: true, body: devSweepBody, response: { 200: devSweepAnswer } } },
          async (req) => sweep(req.body.at ? new Date(req.body.at) : undefined),
        );
    }
  },
  { name: 'bring-a-friend', dependencies: ['auth'] },
);
