import fp from 'fastify-plugin';
import { type Feed, type FeedDeps, feedRoutes } from './feed.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed's snapshots and ticks, for the socket layer, the fast path and the dev clock. */
    feed: Feed;
  }
}

/** The feed feature: the line and live feeds from in-memory snapshots, and the publisher of their deltas. */
export const feedPlugin = fp<FeedDeps>(
  async (app, deps) => {
    app.decorate('feed', feedRoutes(app, deps));
  },
  { name: 'feed' },
);
