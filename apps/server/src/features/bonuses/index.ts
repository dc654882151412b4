import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { startTicker } from '../../infra/ticker';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { bonusRuntime } from './bonus-runtime';
import { bonusesRoutes } from './bonuses.routes';
import { bindBonuses, sweepBonuses } from './bonuses.service';
import { expireFreeBets } from './free-bets.repository';
import { freeBetsRoutes } from './free-bets.routes';
import { promotionsRoutes } from './promotions.routes';

export interface BonusesDeps {
  database: Database;
  /** The bonus clock (grants, wagering, expiry); injectable for tests. Default: the wall clock. */
  now?: () => Date;
  /** How often met bonuses are converted and due ones removed; 0 leaves it to `app.bonuses.sweep()`. Default 1 minute. */
  sweepMs?: number;
  /** Whether the sweep's timer runs here now: on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bonus sweep, to run by hand (tests, the dev clock). */
    bonuses: { sweep(now?: Date): Promise<{ converted: number; expired: number }> };
  }
}

const SWEEP_MS = 60_000;

/**
 * The bonus engine (issue 22, ADR 0039): the office's bonus list and refusal under /web-api/officeapi,
 * the promotions pages' reads and the office's promo codes (ADR 0044), and the sweep that converts and
 * expires bonuses. Payments and settlement call bonuses.service.ts.
 */
export const bonusesPlugin = fp<BonusesDeps>(
  async (app, deps) => {
    const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'bonuses'));
    bindBonuses(deps.database, { now: deps.now ?? (() => new Date()), onError });
    bonusesRoutes(app, deps.database, deps.auth ?? requireUser);
    promotionsRoutes(app, deps.database, deps.auth ?? requireUser);
    freeBetsRoutes(app, deps.database, deps.auth ?? requireUser);
    // The sweep also expires the free bets whose time ran out (ADR 0071).
    const sweep = async (now?: Date) => {
      const swept = await sweepBonuses(deps.database, now);
      await expireFreeBets(deps.database, now ?? bonusRuntime(deps.database).now());
      return swept;
    };
    const sweepMs = deps.sweepMs ?? SWEEP_MS;
    if (sweepMs > 0) {
      const isLeader = deps.isLeader ?? (() => true);
      const ticker = startTicker(async () => (isLeader() ? sweep() : undefined), sweepMs, onError);
      app.addHook('onClose', () => ticker.stop());
    }
    app.decorate('bonuses', { sweep });
  },
  { name: 'bonuses' },
);
