// The office's bets history (spec §2 "bets history (with mail and clear actions)"):
//   POST /web-api/officeapi/getbetshistory      the list, 50 a page
//   GET  /web-api/officeapi/getbet/:id          one bet with every leg
//   POST /web-api/officeapi/betshistory/mail    a summary of the selected bets to the user's e-mail
//   POST /web-api/officeapi/betshistory/clear   hides settled bets from the list

import {
  betDetails,
  betParams,
  betQuery,
  betsHistoryPage,
  betsHistoryRequest,
  clearBetsAnswer,
  clearBetsRequest,
  mailBetsAnswer,
  mailBetsRequest,
} from '@fairline/shared/wire/bet-history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { OddsProvider } from '../../trading/provider';
import type { AuthPreHandler } from '../auth/auth.service';
import { requireUser, userOf } from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';
import { type CouponSettings, couponContext } from '../coupon/coupon.service';
import { type BetHistoryContext, betDetailsOf, clearBets, listHistory, mailBets } from './bet-history.service';
import { HISTORY_REACH_MONTHS } from './history-filter';
import { createNameBook, nameLanguageOf } from './names';

export interface BetHistoryDeps {
  database: Database;
  /** Names of games, sports and championships, and the odds cash-out availability is read at. */
  engine: OddsProvider;
  /** The engine's clock. */
  clock: { now(): number };
  /** Where the mail action sends; defaults to the auth context's messaging. */
  messaging?: Messaging;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The brand settings of a request (`couponHistoryDays`); defaults to the auth context's site service. */
  sites?: { resolve(req: FastifyRequest): Promise<ResolvedSite> };
  /** Wall time the periods are measured from; injectable for tests. */
  now?: () => Date;
  /** The coupon's tunables, when the app changes the cash-out margin. */
  couponSettings?: Partial<CouponSettings>;
}

const BASE = '/web-api/officeapi';

/** Registers the bets history routes; `app.authContext` (registerAuth) must be set when deps leave auth out. */
export function betHistoryRoutes(app: FastifyInstance, deps: BetHistoryDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = deps.auth ?? requireUser;
  const site = (req: FastifyRequest) => (deps.sites ?? req.server.authContext.sites).resolve(req);
  const messaging = (req: FastifyRequest) => deps.messaging ?? req.server.authContext.messaging;
  const ctx: BetHistoryContext = {
    database: deps.database,
    coupon: couponContext({
      database: deps.database,
      engine: deps.engine,
      clock: deps.clock,
      // Cash-out quotes are only signed by the coupon's own routes; the history never signs one.
      secret: '',
      ...(deps.couponSettings ? { settings: deps.couponSettings } : {}),
    }),
    names: createNameBook(deps.engine, () => deps.clock.now()),
    now: deps.now ?? (() => new Date()),
  };
  const lngOf = async (req: FastifyRequest, lng: string | undefined) =>
    nameLanguageOf(lng ?? (await site(req)).defaultLanguage);

  r.post(
    `${BASE}/getbetshistory`,
    {
      preHandler: auth,
      schema: {
        tags: ['office'],
        summary: 'Bets history: the caller’s bets in a period, newest first, 50 a page',
        description: `Without dates: the last couponHistoryDays days (7). Reaches back ${HISTORY_REACH_MONTHS} months; an older date_from is a 400. status open includes pending auto bets; payout is the settlement plus cash-outs; totals count cleared bets too. Bets whose status code the brand hides (betting.hiddenBetStatuses: open 1, won 2, lost 3, void 4, sold 5, bid 6, cancelled 7) are left out, totals included.`,
        body: betsHistoryRequest,
        response: { 200: betsHistoryPage },
      },
    },
    async (req) => {
      const { settings } = await site(req);
      return listHistory(ctx, {
        userId: userOf(req).id,
        dateFrom: req.body.date_from,
        dateTo: req.body.date_to,
        status: req.body.status,
        type: req.body.type,
        pageNumber: req.body.page_number,
        defaultDays: settings.coupon.couponHistoryDays,
        hiddenStatuses: settings.betting.hiddenBetStatuses,
      });
    },
  );

  r.get(
    `${BASE}/getbet/:id`,
    {
      preHandler: auth,
      schema: {
        tags: ['office'],
        summary: 'One of the caller’s bets with every leg, its result and final score',
        description: 'Names in lng (ru, else English). Another user’s bet id is a 404.',
        params: betParams,
        querystring: betQuery,
        response: { 200: betDetails },
      },
    },
    async (req) => betDetailsOf(ctx, userOf(req).id, req.params.id, await lngOf(req, req.query.lng)),
  );

  r.post(
    `${BASE}/betshistory/mail`,
    {
      preHandler: auth,
      schema: {
        tags: ['office'],
        summary: 'Mail a summary of the selected bets to the caller’s verified e-mail',
        description: 'Every id must be the caller’s (else 404, nothing is sent).',
        body: mailBetsRequest,
        response: { 200: mailBetsAnswer },
      },
    },
    async (req) => mailBets(ctx, messaging(req), userOf(req).id, req.body.bet_ids, await lngOf(req, req.body.lng)),
  );

  r.post(
    `${BASE}/betshistory/clear`,
    {
      preHandler: auth,
      schema: {
        tags: ['office'],
        summary: 'Clear settled bets from the history view (nothing is deleted)',
        description: 'Every id must be the caller’s (else 404) and settled (else 400); nothing is hidden then.',
        body: clearBetsRequest,
        response: { 200: clearBetsAnswer },
      },
    },
    async (req) => clearBets(ctx, userOf(req).id, req.body.bet_ids),
  );
}
