import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';

/** A preHandler that sets `req.user` or refuses with 401 (`requireUser` of features/auth). */
export type AuthPreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface WalletDeps {
  database: Database;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The clock of archive cut-offs; injectable for tests. */
  now?: () => Date;
}
