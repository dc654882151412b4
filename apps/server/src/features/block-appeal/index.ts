import fp from 'fastify-plugin';
import { type BlockAppealDeps, blockAppealRoutes } from './block-appeal.routes';

/** The block-appeal feature: appeals sent from the block page. */
export const blockAppealPlugin = fp<BlockAppealDeps>(
  async (app, deps) => {
    blockAppealRoutes(app, deps);
  },
  { name: 'block-appeal' },
);
