import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { type CasinoProvider, createProviderRegistry } from './providers';
import { studioRoutes } from './studio.routes';
import { walletRoutes } from './wallet.routes';

export interface CasinoDeps {
  database: Database;
  /** The game providers whose wallet callbacks are taken (our studio is one of them). */
  providers: readonly CasinoProvider[];
  /** The clock game sessions expire by; injectable for tests. */
  now?: () => Date;
}

/**
 * The casino feature: the seamless wallet the game providers call for every bet, win and rollback
 * (docs/domain/casino.md, ADR 0033), over game sessions opened for a player, a currency and a game;
 * and our studio's published game facts (ADR 0034).
 */
export const casinoPlugin = fp<CasinoDeps>(
  async (app, deps) => {
    const providers = createProviderRegistry(deps.providers);
    await walletRoutes(app, { database: deps.database, now: deps.now ?? (() => new Date()) }, providers);
    studioRoutes(app);
  },
  { name: 'casino' },
);
