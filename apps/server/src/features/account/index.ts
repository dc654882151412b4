import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { accountRoutes } from './account.routes';

export interface AccountDeps {
  database: Database;
  sites: SiteConfigService;
}

/**
 * Account data (issue 20, ADR 0032): the office profile and the registrationIdentification form,
 * shown and saved with the registration form catalog and rule engine.
 */
export const accountPlugin = fp<AccountDeps>(
  async (app, deps) => {
    accountRoutes(app, deps);
  },
  { name: 'account', dependencies: ['auth'] },
);
