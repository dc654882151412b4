import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SiteConfigService } from '../config/config.service';
import { mailingRoutes } from './mailing.routes';
import { registerRoutes } from './register.routes';
import { registrationRoutes } from './registration.routes';

export interface RegistrationDeps {
  database: Database;
  sites: SiteConfigService;
  captcha: CaptchaService;
  messaging: Messaging;
}

/** The registration feature: form descriptions, registration data, welcome bonuses, newsletter and submit. */
export const registrationPlugin = fp<RegistrationDeps>(
  async (app, deps) => {
    registrationRoutes(app, deps);
    mailingRoutes(app, deps);
    registerRoutes(app, deps);
  },
  { name: 'registration' },
);
