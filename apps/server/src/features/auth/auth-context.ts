import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { ResolvedSite } from '../config/config.service';

/** What the auth routes and `requireUser` need; decorated on the app by `registerAuth`. */
export interface AuthContext {
  database: Database;
  sites: { resolve(req: FastifyRequest): Promise<ResolvedSite> };
  messaging: Messaging;
  /** HMAC key of user tokens. */
  secret: string;
  /**
   * Asked before any login opens a session (password, code, social, second factor); one that throws
   * refuses the login with its reason. Player protection adds its own (a time-out or self-exclusion).
   */
  loginChecks?: ((userId: number) => Promise<void>)[];
}

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
  }
}
