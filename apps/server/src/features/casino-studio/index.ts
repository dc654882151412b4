import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { CrashRoom, type CrashRoomOptions } from './crash-room';
import { ensurePools } from './jackpot.repository';
import { bindJackpotTicker, JackpotTicker } from './jackpot-ticker';
import { studioApiRoutes } from './studio-api.routes';
import { studioPageRoutes } from './studio-pages.routes';
import { createWalletClient, type WalletTransport } from './wallet-client';
import { studioUpkeep } from './win-retry';

export interface CasinoStudioDeps {
  database: Database;
  /** How the studio reaches the platform's wallet (HTTP in production; tests go through `app.inject`). */
  transport: WalletTransport;
  /** The studio's provider secret: signs its wallet callbacks (ADR 0033). */
  secret: string;
  /** The built web app; the studio front end is its `studio/` folder. */
  webDist: string;
  now?: () => Date;
  /** How often unanswered wins are sent again and old demo sessions forgotten (0: never; tests sweep themselves). */
  winRetryMs?: number;
  /** Where the crash room's live changes go (`casino:crash:<room>` on /ws); none: nobody hears them. */
  pubsub?: PubSub;
  /** The crash room's timing (tests: `tickMs: 0` and a clock of their own). */
  crash?: CrashRoomOptions;
  /** Several instances on one Redis (ADR 0020): the crash room runs on the leader only, the others relay to it. */
  isLeader?: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The studio's live crash room (its /ws snapshot, and tests drive its clock). */
    crashRoom: CrashRoom;
    /** The studio's jackpot pools on /ws (its snapshot). */
    jackpotTicker: JackpotTicker;
  }
}

/**
 * Our casino studio (issue 21 section 2, ADR 0036): a game provider on our own origin with its own HTTP
 * surface (`/studio-api/v1/…`, `/studio/…`), provably fair seeds and rounds over the shared game maths,
 * and a wallet client that calls the platform's signed callbacks as any third party would.
 */
export const casinoStudioPlugin = fp<CasinoStudioDeps>(
  async (app, deps) => {
    const ctx = {
      database: deps.database,
      wallet: createWalletClient(deps.transport, deps.secret),
      now: deps.now ?? (() => new Date()),
      log: app.log,
    };
    const crashRoom = new CrashRoom(ctx, deps.pubsub, deps.crash, deps.isLeader && { isLeader: deps.isLeader });
    app.decorate('crashRoom', crashRoom);
    app.addHook('onClose', async () => {
      crashRoom.close();
      await crashRoom.settled();
    });
    // The progressive jackpot (ADR 0066): a pool per currency, live on `casino:jackpot`.
    const jackpotTicker = new JackpotTicker(deps.database, deps.pubsub, { log: app.log });
    bindJackpotTicker(deps.database, jackpotTicker);
    app.decorate('jackpotTicker', jackpotTicker);
    app.addHook('onClose', async () => jackpotTicker.close());
    await ensurePools(deps.database, ctx.now());
    await studioApiRoutes(app, ctx, crashRoom, jackpotTicker);
    await studioPageRoutes(app, { webDist: deps.webDist });
    const every = deps.winRetryMs ?? 30_000;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        studioUpkeep(ctx)
          .catch((err) => app.log.warn({ err }, 'studio upkeep failed'))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'casino-studio' },
);
