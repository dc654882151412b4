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
}

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
  }
}
