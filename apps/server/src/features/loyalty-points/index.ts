import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { pointsRoutes } from './loyalty-points.routes';
import { bindPoints } from './loyalty-points.service';

export interface LoyaltyPointsDeps {
  database: Database;
  /** The points clock; injectable for tests. Default: the wall clock. */
  now?: () => Date;
  onError?: (err: unknown) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

/**
 * Loyalty points (issue 22 §1, ADR 0060): the office's shop, redemption and history under
 * /web-api/officeapi/points. Settlement calls points.service.ts when a bet settles or is corrected.
 */
export const loyaltyPointsPlugin = fp<LoyaltyPointsDeps>(
  async (app, deps) => {
    const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'loyalty-points'));
    bindPoints(deps.database, { now: deps.now ?? (() => new Date()), onError });
    pointsRoutes(app, deps.database, deps.auth ?? requireUser);
  },
  { name: 'loyalty-points' },
);
