// The coupon test app plus a second app serving the bets history on the same database (the coupon
// app is ready before it returns, so no routes can be added to it), and a scripted settlement.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { testConfig } from '../../config/env';
import { createMessaging } from '../../infra/messaging';
import { registerErrorHandler } from '../../plugins/error-handler';
import { T } from '../../trading/pricing/groups';
import type { GameInfo, Outcome } from '../../trading/types';
import { createSiteConfigService } from '../config/config.service';
import {
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  type wireEvent,
} from '../coupon/coupon.testing';
import { type Settlement, startSettlement } from '../settlement/settlement.service';
import { resultFor, ScriptedResults } from '../settlement/settlement.testing';
import { betHistoryRoutes } from './bet-history.routes';

export interface HistoryTestApp {
  coupon: CouponTestApp;
  history: FastifyInstance;
  /** Settles the games with these scores (or as postponed) now: one settlement tick. */
  settle(...games: [GameInfo, [number, number], { cancelled: true }?][]): Promise<void>;
  /** A fresh line (or live) offer of 1X2: no two calls share a game, so settling one touches no other bet. */
  nextOffer(kind?: 'line' | 'live'): { game: GameInfo; outcome: Outcome };
  /** Sells the whole bet at a fresh cash-out quote. */
  sell(player: Player, betId: number): Promise<void>;
  /** Places a coupon through MakeBetWeb and answers the bet id. */
  place(player: Player, events: ReturnType<typeof wireEvent>[], extra?: Record<string, unknown>): Promise<number>;
  /** A history call as `player`. */
  call(player: Player, method: 'GET' | 'POST', url: string, body?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createHistoryTestApp(): Promise<HistoryTestApp> {
  const coupon = await createCouponTestApp();
  const { database } = coupon;
  const history = Fastify({ logger: false });
  history.setValidatorCompiler(validatorCompiler);
  history.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(history);
  await history.register(cookie);
  history.decorate('authContext', {
    database,
    sites: createSiteConfigService(database, testConfig()),
    messaging: createMessaging(database),
    secret: 'bet-history-test-user-token-secret-0123',
  });
  betHistoryRoutes(history, { database, engine: coupon.engine, clock: coupon.clock });
  await history.ready();

  const results = new ScriptedResults();
  const settlement: Settlement = startSettlement({ database, engine: results, clock: coupon.clock, tickMs: 0 });

  const skips = { line: 0, live: 0 };
  return {
    coupon,
    history,
    nextOffer(kind = 'line') {
      return findOffer(coupon.engine, coupon.clock.now(), kind, { skip: skips[kind]++ });
    },
    async sell(player, betId) {
      const quote = (await coupon.post('/service-api/LiveBet/Secure/GetCashOutQuote', { betId }, player)).json();
      expect(quote.Success, quote.Error).toBe(true);
      const sale = (
        await coupon.post('/service-api/LiveBet/Secure/SaleBet', { betId, quoteId: quote.Value.QuoteId }, player)
      ).json();
      expect(sale.Success, sale.Error).toBe(true);
    },
    async settle(...games) {
      coupon.clock.advance(1_000);
      results.add(
        ...games.map(([game, score, opts]) =>
          resultFor(game, score, { settledAt: coupon.clock.now(), cancelled: opts?.cancelled === true }),
        ),
      );
      await settlement.tick();
    },
    async place(player, events, extra = {}) {
      const res = await coupon.post(
        '/service-api/LiveBet/Secure/MakeBetWeb',
        { Events: events, Vid: events.length > 1 ? 1 : 0, Summ: 10, betGuid: crypto.randomUUID(), ...extra },
        player,
      );
      const body = res.json();
      expect(body.Success, body.Error).toBe(true);
      return body.Value.Id as number;
    },
    call(player, method, url, body) {
      return history.inject({ method, url, headers: player.headers, ...(body ? { payload: body } : {}) });
    },
    async close() {
      settlement.stop();
      await history.close();
      await coupon.close();
    },
  };
}

/** A final score on which a 1X2 pick wins (or loses). */
export function scoreFor(outcome: Outcome, wins: boolean): [number, number] {
  if (outcome.T === T.draw) return wins ? [1, 1] : [1, 0];
  const homeWins = (outcome.T === T.home) === wins;
  return homeWins ? [2, 1] : [0, 1];
}
