import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import { supportRoutes } from './support.routes';

export interface SupportDeps {
  database: Database;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

/**
 * Support (issue 20, ADR 0031): the office's contact form by topic, the player's tickets with their
 * replies, a reply and a close. Staff answer through `replyAsStaff` of support.service.ts, which also
 * tells the player in the inbox (so the messages plugin comes first).
 */
export const supportPlugin = fp<SupportDeps>(
  async (app, deps) => {
    supportRoutes(app, deps.database, deps.auth ?? requireUser);
  },
  { name: 'support', dependencies: ['messages'] },
);
