import fp from 'fastify-plugin';
import type { AuthContext } from '../auth/auth.service';
import { accountLoginRoutes } from './account-login.routes';
import { phoneRoutes, type VerifyCaptcha } from './phone.routes';
import { phoneV3Routes } from './phone-v3.routes';
import { secureQuestionRoutes } from './secure-question.routes';
import { twoFactorRoutes } from './two-factor.routes';

export interface OfficeSecurityDeps {
  /** The auth feature's context (`app.authContext` once auth is registered). */
  auth: AuthContext;
  /** Checks the `x-captcha-token` header on the phone calls (the captcha feature's requireCaptcha for the site). */
  verifyCaptcha: VerifyCaptcha;
}

/**
 * The office-security feature: the office security screens' API (2FA, secure question, login
 * (e-mail) change, auth by e-mail, phone binding and change).
 */
export const officeSecurityPlugin = fp<OfficeSecurityDeps>(
  async (app, deps) => {
    twoFactorRoutes(app, deps.auth);
    secureQuestionRoutes(app, deps.auth);
    accountLoginRoutes(app, deps.auth);
    phoneRoutes(app, deps.auth, deps.verifyCaptcha);
    phoneV3Routes(app, deps.auth, deps.verifyCaptcha);
  },
  { name: 'office-security' },
);
