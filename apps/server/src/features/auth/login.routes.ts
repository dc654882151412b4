import type { CaptchaSettings } from '@fairline/shared/config';
import { loginCaptchaType } from '@fairline/shared/config/captcha';
import {
  loggedInAnswer,
  loginAnswer,
  loginRequest,
  okAnswer,
  sessionUserAnswer,
  twoFactorLoginRequest,
} from '@fairline/shared/wire/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from './auth-context';
import { codeRefusal } from './auth-errors';
import { assertActive, checkPasswordLogin, finishFirstFactor, startSession } from './login.service';
import { claimChallengeAttempt, consumeChallenge } from './login-challenge';
import { notifyAccountLocked } from './notify';
import { recordLoginFailure } from './rate-limit';
import { authenticate, bearerToken } from './require-user';
import { clearSessionCookie, closeSession, readSessionToken } from './session.service';
import { claimTotpStep, matchTotpStep } from './totp';
import { findUserById } from './users.repository';

/** Checks a captcha token of the given site captcha settings (features/captcha's `requireCaptcha`). */
export interface LoginCaptcha {
  requireCaptcha(req: FastifyRequest, settings: CaptchaSettings, bodyToken?: string): Promise<void>;
}

/** Password login, the TOTP second step, logout and the current-user summary. */
export function loginRoutes(app: FastifyInstance, ctx: AuthContext, captcha: LoginCaptcha) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/user/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with user id, e-mail or phone and password',
        description:
          'Sets the session cookie, or answers need_two_factor with an auth_id for /user/twoauth/ when the account has 2FA on. ' +
          'Unknown account and wrong password give the same 401. After 3 failures of a login in 15 minutes (or 10 from the address) ' +
          "every attempt needs the brand's captcha (the invisible proof of work when the brand has captchas off) in `captcha` or " +
          'header x-captcha-token, else 400 error_code captcha_required before the password is checked. 10 failures of an account ' +
          'from one address lock that account for that address only (429 account_locked, the owner is e-mailed); 50 from an address refuse it.',
        body: loginRequest,
        response: { 200: loginAnswer },
      },
    },
    async (req, reply) => {
      const site = await ctx.sites.resolve(req);
      const settings = { ...site.settings.captcha, type: loginCaptchaType(site.settings.captcha.type) };
      const user = await checkPasswordLogin(ctx, req, {
        brand: site.brand,
        login: req.body.login,
        password: req.body.password,
        captcha: () => captcha.requireCaptcha(req, settings, req.body.captcha),
      });
      return finishFirstFactor(ctx, req, reply, user, 'password');
    },
  );

  r.post(
    '/web-api/user/twoauth/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second login step: the TOTP code of the authenticator app',
        description: 'At most 5 tries per auth_id (valid 5 minutes); a code is accepted once.',
        body: twoFactorLoginRequest,
        response: { 200: loggedInAnswer },
      },
    },
    async (req, reply) => {
      const claim = await claimChallengeAttempt(ctx.database, req.body.auth_id);
      if (!claim.ok) {
        if (claim.reason === 'too_many_attempts') throw codeRefusal('too_many_attempts');
        throw new AppError('UNAUTHORIZED', 'The sign-in step has expired, sign in again', {
          errorCode: 'auth_id_expired',
        });
      }
      const user = await findUserById(ctx.database, claim.userId);
      const step = user?.totpSecret ? matchTotpStep(user.totpSecret, req.body.code) : null;
      if (!user || step === null || !(await claimTotpStep(ctx.database, user.id, step))) {
        const lockedNow = await recordLoginFailure(ctx.database, { userId: claim.userId, ip: req.ip });
        await audit(ctx.database, { actor: `user:${claim.userId}`, action: 'auth.twofactor.failed', ip: req.ip });
        if (lockedNow && user) await notifyAccountLocked(ctx, user, (await ctx.sites.resolve(req)).brand.name, req.ip);
        throw codeRefusal('invalid');
      }
      if (!(await consumeChallenge(ctx.database, req.body.auth_id))) {
        throw new AppError('UNAUTHORIZED', 'The sign-in step has expired, sign in again', {
          errorCode: 'auth_id_expired',
        });
      }
      assertActive(user);
      await audit(ctx.database, { actor: `user:${user.id}`, action: 'auth.twofactor.ok', ip: req.ip });
      await startSession(ctx, req, reply, user.id, 'totp');
      return { success: true as const, need_two_factor: false as const, data: { user_id: user.id } };
    },
  );

  r.post(
    '/web-api/user/disconnect',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: ends the current session on the server and removes the cookie',
        response: { 200: okAnswer },
      },
    },
    async (req, reply) => {
      const user = await authenticate(req);
      if (user) {
        await closeSession(ctx.database, user.sessionId, 'logout');
        await audit(ctx.database, { actor: `user:${user.id}`, action: 'auth.logout', ip: req.ip });
      }
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  // The page's session probe. A visitor who carries no session is a guest, which is an answer
  // (data null), not an error: every first visit asks, and a 401 would log a console error. A cookie
  // or token that no longer opens a session still hears 401, so the client learns the session ended.
  r.get(
    '/web-api/session-api/sessions/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user; data null for a guest; 401 for a session that has ended',
        response: { 200: sessionUserAnswer },
      },
    },
    async (req) => {
      const session = await authenticate(req);
      if (!session && bearerToken(req) === undefined && readSessionToken(req) === undefined) return { data: null };
      const user = session ? await findUserById(ctx.database, session.id) : null;
      if (!user) throw new AppError('UNAUTHORIZED', 'Authorization required');
      return {
        data: {
          type: 'user' as const,
          id: String(user.id),
          attributes: {
            user_id: user.id,
            email: user.email,
            phone: user.phone,
            email_verified: user.emailVerifiedAt !== null,
            two_factor_enabled: user.totpEnabled,
            auth_by_email: user.authByEmail,
          },
        },
      };
    },
  );
}
