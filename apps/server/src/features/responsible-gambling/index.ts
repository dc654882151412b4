import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { assertMayLogIn } from './responsible-gambling.service';
import { rgBlockRoutes } from './rg-blocks.routes';
import { useRgClock } from './rg-clock';
import { rgLimitRoutes } from './rg-limits.routes';

export interface ResponsibleGamblingDeps {
  database: Database;
  /** The protection clock: the simulated clock bets are stamped with (tests and browser tests move it). */
  now?: () => Date;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

/**
 * Player protection (issue 20, ADR 0028): the office's loss, wager and session-time limits, reality
 * checks, time-out, self-exclusion and account history under /web-api/api/web/user/v1, and the login
 * refusal while a block runs. The money features call `checkMoneyAction` of the service module.
 */
export const responsibleGamblingPlugin = fp<ResponsibleGamblingDeps>(
  async (app, deps) => {
    if (deps.now) useRgClock(deps.database, deps.now);
    const preHandler = deps.auth ?? requireUser;
    rgLimitRoutes(app, deps.database, preHandler);
    rgBlockRoutes(app, deps.database, preHandler);
    const checks = app.authContext.loginChecks ?? [];
    checks.push((userId) => assertMayLogIn(deps.database, userId));
    app.authContext.loginChecks = checks;
  },
  { name: 'responsible-gambling', dependencies: ['auth'] },
);
