import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import type { SiteConfigService } from '../config/config.service';
import { createBalancePush } from './balance-push';
import { type CasinoGames, createCasinoGames } from './casino-games';
import { createCatalogue } from './catalogue';
import { lobbyRoutes } from './lobby.routes';
import { type CasinoProvider, createProviderRegistry } from './providers';
import { studioRoutes } from './studio.routes';
import { walletRoutes } from './wallet.routes';

export interface CasinoDeps {
  database: Database;
  /** The game providers whose wallet callbacks are taken (our studio is one of them). */
  providers: readonly CasinoProvider[];
  /** Third parties' providers beside them (tests plug in a provider of their own). */
  otherProviders?: readonly CasinoProvider[] | undefined;
  /** The clock game sessions expire by; injectable for tests. */
  now?: () => Date;
  /** The brand's configuration: with it, the lobby's calls are served (ADR 0037). */
  sites?: SiteConfigService;
  /** With it, a casino money move pushes the player's balance over /ws. */
  pubsub?: PubSub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The games a request's brand offers (favourites keep casino games by them). */
    casino: CasinoGames;
  }
}

/**
 * The casino feature: the seamless wallet the game providers call for every bet, win and rollback
 * (docs/domain/casino.md, ADR 0033), over game sessions opened for a player, a currency and a game;
 * our studio's published game facts (ADR 0034); and the lobby: catalogue, launch, recently played and
 * game history, following the brand's thirdPartyCasino configuration (ADR 0037).
 */
export const casinoPlugin = fp<CasinoDeps>(
  async (app, deps) => {
    const providers = createProviderRegistry([...deps.providers, ...(deps.otherProviders ?? [])]);
    const now = deps.now ?? (() => new Date());
    const afterMove = deps.pubsub ? createBalancePush(deps.pubsub) : undefined;
    await walletRoutes(app, { database: deps.database, now, ...(afterMove ? { afterMove } : {}) }, providers);
    studioRoutes(app);
    const catalogue = createCatalogue(providers);
    if (deps.sites) lobbyRoutes(app, { database: deps.database, catalogue, now, sites: deps.sites });
    app.decorate('casino', createCasinoGames(catalogue, deps.sites, deps.database));
  },
  { name: 'casino' },
);
