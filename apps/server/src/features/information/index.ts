import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { informationRoutes } from './information.routes';

export interface InformationOptions {
  database: Database;
  sites: SiteConfigService;
}

/** The information feature: the brand's information pages per language. */
export const informationPlugin = fp<InformationOptions>(
  async (app, opts) => {
    informationRoutes(app, opts.database, opts.sites);
  },
  { name: 'information' },
);
