// What other features may ask of the casino's catalogue (favourites keep casino games by it).
import type { ThirdPartyCasinoSettings } from '@fairline/shared/config';
import type { CasinoRound, LobbyGame } from '@fairline/shared/wire/casino-lobby';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import type { CasinoCatalogue } from './catalogue';
import { roundHistory } from './history';

export interface CasinoGames {
  /** The games the request's brand offers in its country, by lobby id (none while its casino is off). */
  offered(req: FastifyRequest): Promise<ReadonlyMap<string, LobbyGame>>;
  /** Every listed game and whether these settings offer it (the back office's casino visibility, ADR 0055). */
  listWith(settings: ThirdPartyCasinoSettings): { game: LobbyGame; offered: boolean }[];
  /** A player's rounds, newest first, as their game history shows them (the back office's player page). */
  rounds(
    userId: number,
    page: { cursor?: string | undefined; limit: number },
  ): Promise<{ rounds: CasinoRound[]; next_cursor: string | null }>;
}

export function createCasinoGames(
  catalogue: CasinoCatalogue,
  sites: SiteConfigService | undefined,
  database: Database,
): CasinoGames {
  return {
    async offered(req) {
      // Without the configuration (the wallet's own test app) every listed game counts as offered.
      const settings = sites ? (await sites.resolve(req)).settings.thirdPartyCasino : undefined;
      const entries = catalogue.all().filter((e) => !settings || catalogue.isOffered(settings, e));
      return new Map(entries.map((e) => [e.game.id, e.game]));
    },
    listWith(settings) {
      return catalogue.all().map((e) => ({ game: e.game, offered: catalogue.isOffered(settings, e) }));
    },
    rounds(userId, page) {
      return roundHistory({ database, catalogue }, userId, page);
    },
  };
}
