import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SiteConfigService } from '../config/config.service';
import { mailingRoutes } from './mailing.routes';
import { registerSubmitRoutes } from './register.routes';
import { registrationDescribeRoutes } from './registration.routes';

export interface RegistrationDeps {
  database: Database;
  sites: SiteConfigService;
  captcha: CaptchaService;
  messaging: Messaging;
}

/** Every registration route: descriptions, registration data, welcome bonuses, newsletter and submit. */
export function registerRegistration(app: FastifyInstance, deps: RegistrationDeps) {
  registrationDescribeRoutes(app, deps);
  mailingRoutes(app, deps);
  registerSubmitRoutes(app, deps);
}
