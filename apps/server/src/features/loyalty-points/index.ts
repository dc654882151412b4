import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { startTicker } from '../../infra/ticker';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { pointsRoutes } from './loyalty-points.routes';
import { bindPoints, sweepCasinoPoints } from './loyalty-points.service';

export interface LoyaltyPointsDeps {
  database: Database;
  /** The points clock; injectable for tests. Default: the wall clock. */
  now?: () => Date;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** Only the leader runs the casino points pass (every instance in tests). */
  isLeader?: () => boolean;
  /** How often the casino points pass runs; 0: never on a timer (tests run it by hand). Default 10 s. */
  casinoSweepMs?: number;
}

/** The pass reads the wallet's rows up to this long ago, so a callback still committing is read next time. */
const CASINO_LAG_MS = 5_000;

/**
 * Loyalty points (issue 22 §1, ADR 0060): the office's shop, redemption and history under
 * /web-api/officeapi/points. Settlement calls points.service.ts when a bet settles or is corrected; the
 * leader's pass every 10 s brings casino stakes (and their rollbacks) to their points.
 */
export const loyaltyPointsPlugin = fp<LoyaltyPointsDeps>(
  async (app, deps) => {
    const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'loyalty-points'));
    bindPoints(deps.database, { now: deps.now ?? (() => new Date()), onError });
    pointsRoutes(app, deps.database, deps.auth ?? requireUser);
    const now = deps.now ?? (() => new Date());
    const sweepMs = deps.casinoSweepMs ?? 10_000;
    if (sweepMs > 0) {
      const isLeader = deps.isLeader ?? (() => true);
      const pass = () => sweepCasinoPoints(deps.database, new Date(now().getTime() - CASINO_LAG_MS));
      const ticker = startTicker(async () => (isLeader() ? pass() : undefined), sweepMs, onError);
      app.addHook('onClose', () => ticker.stop());
    }
  },
  { name: 'loyalty-points' },
);
