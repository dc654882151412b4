import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { createMessaging, type Messaging } from '../../infra/messaging';
import { createCaptcha } from '../captcha/captcha.service';
import { activationRoutes } from './activation.routes';
import type { AuthContext } from './auth-context';
import { csrfGuard } from './csrf';
import { type LoginCaptcha, loginRoutes } from './login.routes';
import { passwordRoutes } from './password.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { sessionsRoutes } from './sessions.routes';
import { smsAuthRoutes } from './sms-auth.routes';
import { tokenRoutes } from './token.routes';

/** Key of user tokens outside production when AUTH_SECRET is not set. */
const DEV_AUTH_SECRET = 'fairline-dev-auth-secret-not-for-production';
const MIN_SECRET_LENGTH = 32;
const JSON_API = 'application/vnd.api+json';

export interface AuthDeps {
  database: Database;
  sites: AuthContext['sites'];
  nodeEnv: 'development' | 'test' | 'production';
  /** AUTH_SECRET: HMAC key of user tokens, at least 32 characters. */
  secret?: string | undefined;
  /** Defaults to `createMessaging(database, { smtpUrl, from })`. */
  messaging?: Messaging | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** The captcha a login needs after repeated failures; the self-hosted proof of work unless given. */
  captcha?: LoginCaptcha | undefined;
}

/**
 * The auth feature: `req.user`, the CSRF guard on every cookie-authenticated state change, the
 * json-api body type, and the login, token, session, password and activation routes. Decorates the
 * app with `authContext` (what `requireUser` and the account features use). Register it right after
 * `@fastify/cookie` and before the other features.
 */
export const authPlugin = fp<AuthDeps>(
  async (app, deps) => {
    const ctx: AuthContext = {
      database: deps.database,
      sites: deps.sites,
      messaging: deps.messaging ?? createMessaging(deps.database, { smtpUrl: deps.smtpUrl, from: deps.mailFrom }),
      secret: authSecret(deps),
    };
    app.decorate('authContext', ctx);
    app.decorateRequest('user', null);
    if (!app.hasContentTypeParser(JSON_API)) {
      app.addContentTypeParser(JSON_API, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    }
    app.addHook('preValidation', csrfGuard);
    loginRoutes(app, ctx, deps.captcha ?? createCaptcha({ database: deps.database }));
    smsAuthRoutes(app, ctx);
    tokenRoutes(app, ctx);
    sessionsRoutes(app, ctx);
    passwordRoutes(app, ctx);
    passwordResetRoutes(app, ctx);
    activationRoutes(app, ctx);
  },
  { name: 'auth' },
);

function authSecret(deps: AuthDeps): string {
  if (deps.secret !== undefined) {
    if (deps.secret.length < MIN_SECRET_LENGTH)
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return deps.secret;
  }
  // Without a configured secret a production process signs with a random key of its own: tokens
  // then survive only as long as the process (sessions themselves live in the database).
  if (deps.nodeEnv === 'production') return randomBytes(32).toString('base64url');
  return DEV_AUTH_SECRET;
}
