// What other features may ask of the casino's catalogue (favourites keep casino games by it).
import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import type { FastifyRequest } from 'fastify';
import type { SiteConfigService } from '../config/config.service';
import type { CasinoCatalogue } from './catalogue';

export interface CasinoGames {
  /** The games the request's brand offers in its country, by lobby id (none while its casino is off). */
  offered(req: FastifyRequest): Promise<ReadonlyMap<string, LobbyGame>>;
}

export function createCasinoGames(catalogue: CasinoCatalogue, sites: SiteConfigService | undefined): CasinoGames {
  return {
    async offered(req) {
      // Without the configuration (the wallet's own test app) every listed game counts as offered.
      const settings = sites ? (await sites.resolve(req)).settings.thirdPartyCasino : undefined;
      const entries = catalogue.all().filter((e) => !settings || catalogue.isOffered(settings, e));
      return new Map(entries.map((e) => [e.game.id, e.game]));
    },
  };
}
