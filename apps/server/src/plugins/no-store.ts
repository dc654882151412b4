import type { FastifyInstance } from 'fastify';

/** The Cache-Control of every answer whose route does not choose one. */
export const NO_STORE = 'no-store';

/**
 * Answers are not stored by browsers or shared caches unless their route says otherwise
 * (docs/decisions/0013-trustworthy-requests.md): personal answers (tokens, balance, the current user,
 * the office) then can never be cached by mistake, and the answers that are the same for every
 * visitor (feeds, site config, dictionaries, information pages, static files) set their own header.
 */
export function registerNoStoreDefault(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
