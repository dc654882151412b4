import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { startTicker } from '../../infra/ticker';
import type { SiteConfigService } from '../config/config.service';
import { rgNow } from '../responsible-gambling/responsible-gambling.service';
import { tournamentsRoutes } from './casino-tournaments.routes';
import { createTournaments, type Tournaments } from './casino-tournaments.service';

export interface CasinoTournamentsDeps {
  database: Database;
  sites: SiteConfigService;
  /** Signs the players' public tags on the leaderboards. */
  secret: string;
  pubsub?: PubSub;
  /** Default: the protection clock, which stamps the casino's rounds. */
  now?: () => Date;
  /** How often boards are published and the end sweep runs; 0 leaves it to the tests. Default 2 s. */
  tickMs?: number;
  /** The boards and the sweep run on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
  onError?: (err: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Casino tournaments: the socket's snapshots, the leader's sweep (tests run it by hand). */
    casinoTournaments: Tournaments;
  }
}

/**
 * Casino tournaments (issue 21 §4, ADR 0065): recurring series per brand, standings scored from the
 * casino wallet's real-money rounds, a live board per tournament over `/ws`, and prizes paid once at the end.
 */
export const casinoTournamentsPlugin = fp<CasinoTournamentsDeps>(
  async (app, deps) => {
    const now = deps.now ?? (() => rgNow(deps.database));
    const tournaments = createTournaments({
      database: deps.database,
      games: app.casino,
      secret: deps.secret,
      pubsub: deps.pubsub,
      now,
    });
    tournamentsRoutes(app, { sites: deps.sites, tournaments });
    app.decorate('casinoTournaments', tournaments);
    const tickMs = deps.tickMs ?? 2_000;
    if (tickMs > 0) {
      const isLeader = deps.isLeader ?? (() => true);
      const onError = deps.onError ?? ((err: unknown) => app.log.error({ err }, 'casino-tournaments'));
      const ticker = startTicker(
        async () => {
          if (!isLeader()) return;
          await tournaments.sweep();
          await tournaments.publishBoards();
        },
        tickMs,
        onError,
      );
      app.addHook('onClose', () => ticker.stop());
    }
  },
  { name: 'casino-tournaments', dependencies: ['casino'] },
);
