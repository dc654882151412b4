import {
  disallowSportsRequest,
  mailingRequest,
  type PlayerSettings,
  playerSettingsAnswer,
} from '@fairline/shared/wire/player-settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { changeMailingPreferences, mailingPreferencesOf } from './mailing-preferences';
import { readDisallowedSports, readMarketing, writeDisallowedSports } from './player-settings.repository';
import type { PlayerSettings as Settings } from './player-settings.service';
import { syncSportFilterCookie } from './sport-filter-cookie';
import { hasDisallowed } from './sport-filters';

export const SETTINGS_PREFIX = '/web-api/api/web/user/v1';
const TAGS = ['office settings'];

/** The office Settings screen: disallowed sports, mailing preferences, and the account's settings. */
export function settingsRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    settings: Settings;
    preHandler: AuthPreHandler;
    onSportsChanged?: (userId: number) => void;
  },
) {
  const { database, settings, preHandler } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function answer(req: FastifyRequest, reply: FastifyReply): Promise<{ data: { attributes: PlayerSettings } }> {
    const { id } = userOf(req);
    const [sports, mailing, account] = await Promise.all([
      readDisallowedSports(database, id),
      mailingPreferencesOf(database, id),
      readMarketing(database, id),
    ]);
    syncSportFilterCookie(req, reply, hasDisallowed(settings.filters.remember(id, sports)));
    return {
      data: {
        attributes: {
          lineDisallowSport: sports.line,
          liveDisallowSport: sports.live,
          mailing,
          auth_by_email: account.authByEmail,
        },
      },
    };
  }

  r.get(
    `${SETTINGS_PREFIX}/settings`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "The player's settings: disallowed sports per feed, mailing preferences, auth by e-mail",
        response: { 200: playerSettingsAnswer },
      },
    },
    async (req, reply) => answer(req, reply),
  );

  r.post(
    `${SETTINGS_PREFIX}/disallow-sports`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Sets the sports hidden from the line and live feeds for this player (replaces both lists)',
        description:
          'Known sport ids only, at most 100 per feed. The feeds, top games, search and the live topics of /ws leave ' +
          'these sports out for this player from the next call; the answer sets the fl_sf cookie the feeds look for.',
        body: disallowSportsRequest,
        response: { 200: playerSettingsAnswer },
      },
    },
    async (req, reply) => {
      const { id } = userOf(req);
      const sports = { line: req.body.lineDisallowSport, live: req.body.liveDisallowSport };
      await writeDisallowedSports(database, id, sports);
      settings.filters.remember(id, sports);
      deps.onSportsChanged?.(id);
      await audit(database, {
        actor: `user:${id}`,
        action: 'settings.disallowed_sports.changed',
        ip: req.ip,
        details: { line: sports.line, live: sports.live },
      });
      return answer(req, reply);
    },
  );

  r.put(
    `${SETTINGS_PREFIX}/mailing`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Changes which marketing the player accepts (the e-mail subscription screen)',
        description:
          'email_news is the brand newsletter (the list POST /web-api/mailing fills). While a time-out or ' +
          'self-exclusion runs nothing can be switched on (409 marketing_paused); after one, switching a channel ' +
          'on is the new consent that ends the pause.',
        body: mailingRequest,
        response: { 200: playerSettingsAnswer },
      },
    },
    async (req, reply) => {
      const { id } = userOf(req);
      const lang = String((req.headers['accept-language'] ?? 'ru').slice(0, 2)).toLowerCase();
      await changeMailingPreferences(database, id, req.body, /^[a-z]{2}$/.test(lang) ? lang : 'ru');
      await audit(database, { actor: `user:${id}`, action: 'settings.mailing.changed', ip: req.ip, details: req.body });
      return answer(req, reply);
    },
  );
}
