import { type LeftMenuAnswer, leftMenuAnswer, type OfficePage } from '@fairline/shared/wire/player-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import { verificationStatusOf } from '../verification/verification.service';
import { officeMenu } from './left-menu';
import type { PlayerSettings } from './player-settings.service';
import { syncSportFilterCookie } from './sport-filter-cookie';
import { hasDisallowed } from './sport-filters';

/** `GET /web-api/officeapi/getLeftMenuData`: the office menu for this player on this site. */
export function leftMenuRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    sites: SiteConfigService;
    settings: PlayerSettings;
    preHandler: AuthPreHandler;
    isOn: (page: OfficePage) => boolean;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web-api/officeapi/getLeftMenuData',
    {
      preHandler: deps.preHandler,
      schema: {
        tags: ['office settings'],
        summary: "The office menu: the pages that are on, the brand's layout and the player's state",
        description:
          'Items are the office pages whose feature runs on this server, in menu order; state carries the ' +
          'verification status (the header menu shows it) and whether the casino is on. The answer also brings ' +
          'the fl_sf cookie in line with the player’s disallowed sports, so the feeds filter from the first page.',
        response: { 200: leftMenuAnswer },
      },
    },
    async (req, reply): Promise<LeftMenuAnswer> => {
      const { id } = userOf(req);
      const [site, verification, filter] = await Promise.all([
        deps.sites.resolve(req),
        verificationStatusOf(deps.database, id),
        deps.settings.filters.of(id),
      ]);
      syncSportFilterCookie(req, reply, hasDisallowed(filter));
      return { data: officeMenu({ settings: site.settings, verification, isOn: deps.isOn }) };
    },
  );
}
