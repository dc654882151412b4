import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { consentRoutes } from './consent.routes';

export interface ConsentOptions {
  database: Database;
  sites: SiteConfigService;
}

/** The consent feature: the log of visitors' cookie consent. */
export const consentPlugin = fp<ConsentOptions>(
  async (app, opts) => {
    consentRoutes(app, opts.database, opts.sites);
  },
  { name: 'consent' },
);
