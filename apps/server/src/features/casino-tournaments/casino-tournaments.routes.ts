// Casino tournaments' web-api (ADR 0065): the brand's list and one tournament with its live board and
// the signed-in player's own standing. Answers are `{ data }`; refusals the web-api error body.
import {
  tournamentAnswer,
  tournamentParams,
  tournamentsAnswer,
  tournamentsQuery,
} from '@fairline/shared/wire/casino-tournaments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalUser } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import type { Tournaments } from './casino-tournaments.service';

const PREFIX = '/web-api/casino/v1/tournaments';
const tags = ['casino'];

export function tournamentsRoutes(app: FastifyInstance, deps: { sites: SiteConfigService; tournaments: Tournaments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PREFIX,
    {
      schema: {
        tags,
        summary: 'The brand’s casino tournaments: running, upcoming and finished in the last 7 days',
        description:
          'Nothing is listed where the brand’s casino is off (thirdPartyCasino). Names in `lang` (English fallback).',
        querystring: tournamentsQuery,
        response: { 200: tournamentsAnswer },
      },
    },
    async (req) => {
      const site = await deps.sites.resolve(req);
      if (!site.settings.thirdPartyCasino.isEnabled) return { data: { tournaments: [] } };
      const lang = req.query.lang ?? site.defaultLanguage;
      return { data: { tournaments: await deps.tournaments.list(site.brand.id, lang) } };
    },
  );

  r.get(
    `${PREFIX}/:tournamentId`,
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'One tournament: rules, prizes, counting games, the leaderboard’s head and the player’s own place',
        description:
          'Public; signed in, `me` is the player’s place, score and rounds even outside the head (place null ' +
          'until qualified) and, once finished, their prize and its state. Live changes: `/ws` topic ' +
          '`casino:tournament:<id>`. Another brand’s tournament, or any while the casino is off: 404.',
        params: tournamentParams,
        querystring: tournamentsQuery,
        response: { 200: tournamentAnswer },
      },
    },
    async (req) => {
      const site = await deps.sites.resolve(req);
      const offered = await app.casino.offered(req);
      const brandId = site.settings.thirdPartyCasino.isEnabled ? site.brand.id : -1;
      const userId = req.user && req.user.brandId === site.brand.id ? req.user.id : null;
      const lang = req.query.lang ?? site.defaultLanguage;
      return { data: await deps.tournaments.detail(req.params.tournamentId, brandId, lang, userId, offered) };
    },
  );
}
