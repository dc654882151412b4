// The lobby's calls under /web-api/casino/v1/ (ADR 0037): catalogue, launch, recently played and game
// history. Every answer is `{ data }`; refusals are the web-api error body.
import {
  casinoHistoryAnswer,
  casinoHistoryQuery,
  casinoLaunchAnswer,
  casinoLaunchRequest,
  casinoLobbyAnswer,
  casinoLobbyQuery,
  casinoRecentAnswer,
} from '@fairline/shared/wire/casino-lobby';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalUser, requireUser, userOf } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import type { CasinoCatalogue } from './catalogue';
import { type HistoryContext, recentGames, roundHistory } from './history';
import { type LaunchContext, launchGame } from './launch';

export const LOBBY_PREFIX = '/web-api/casino/v1';
const tags = ['casino'];

export interface LobbyRoutesDeps extends LaunchContext, HistoryContext {
  catalogue: CasinoCatalogue;
  sites: SiteConfigService;
}

export function lobbyRoutes(app: FastifyInstance, deps: LobbyRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${LOBBY_PREFIX}/lobby`,
    {
      schema: {
        tags,
        summary: 'The games the brand offers in the visitor’s country, with its categories and providers',
        description:
          'From the providers’ adapters, filtered by the thirdPartyCasino configuration group (switch, ' +
          'categories, providers). The casino off: enabled false and nothing listed. Game names are brand ' +
          'names, the same in every language (lang is accepted for the cache key).',
        querystring: casinoLobbyQuery,
        response: { 200: casinoLobbyAnswer },
      },
    },
    async (req, reply) => {
      const site = await deps.sites.resolve(req);
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'x-geo-country');
      return { data: deps.catalogue.offer(site.settings.thirdPartyCasino) };
    },
  );

  r.post(
    `${LOBBY_PREFIX}/launch`,
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Launches a game: the URL the game page shows in its sandboxed iframe',
        description:
          'demo: anyone, fun money, no game session and no wallet call. real: signed in (else 401), in the ' +
          'player’s active currency, through a new game session bound to the web session; refused (403) ' +
          'while player protection stops play (rg_self_exclusion, rg_time_out, rg_account_blocked, ' +
          'rg_session_limit, rg_reality_check, rg_loss_limit, rg_wager_limit). 403 casino_disabled when ' +
          'the casino is off here, 404 casino_unknown_game for a game not offered, 400 casino_no_demo.',
        body: casinoLaunchRequest,
        response: { 200: casinoLaunchAnswer },
      },
    },
    async (req) => {
      const site = await deps.sites.resolve(req);
      return { data: await launchGame(deps, { site, user: req.user, request: req.body }) };
    },
  );

  r.get(
    `${LOBBY_PREFIX}/recent`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The games the player played lately (real money), newest first, at most 12',
        response: { 200: casinoRecentAnswer },
      },
    },
    async (req) => {
      const site = await deps.sites.resolve(req);
      return { data: await recentGames(deps, userOf(req).id, site.settings.thirdPartyCasino) };
    },
  );

  r.get(
    `${LOBBY_PREFIX}/history`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The player’s game rounds (recall), newest first, with stake, win and balances',
        description:
          'Amounts in minor units of the round’s currency. balance_before and balance_after are the cash ' +
          'before the round’s first money move and after its last. next_cursor reads the next page.',
        querystring: casinoHistoryQuery,
        response: { 200: casinoHistoryAnswer },
      },
    },
    async (req) => ({ data: await roundHistory(deps, userOf(req).id, req.query) }),
  );
}
