import fp from 'fastify-plugin';
import { type Settlement, startSettlement } from './settlement.service';
import type { SettlementDeps } from './settlement-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settler, to run a pass by hand (the dev clock). */
    settlement: Settlement;
  }
}

/** The settlement feature: a timer that settles bets from the engine's results; stops with the app. */
export const settlementPlugin = fp<SettlementDeps>(
  async (app, deps) => {
    const settlement = startSettlement(deps);
    app.addHook('onClose', () => settlement.stop());
    app.decorate('settlement', settlement);
  },
  { name: 'settlement' },
);
