import { loggedInAnswer, twoFactorLoginRequest } from '@fairline/shared/wire/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from '../auth/auth.service';
import {
  assertActive,
  claimChallengeAttempt,
  claimTotpStep,
  codeRefusal,
  consumeChallenge,
  findUserById,
  matchTotpStep,
  recordLoginFailure,
  startSession,
} from '../auth/auth.service';

const expired = () =>
  new AppError('UNAUTHORIZED', 'The sign-in step has expired, sign in again', { errorCode: 'auth_id_expired' });

/** POST /web-api/socauth/twofactor/: the TOTP step after a social login of an account with 2FA on. */
export function socialTwoFactorRoutes(app: FastifyInstance, auth: AuthContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web-api/socauth/twofactor/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of a social login: the TOTP code of the authenticator app',
        description:
          'auth_id comes from the socauth_twofactor fragment of the callback redirect; at most 5 tries, valid 5 minutes.',
        body: twoFactorLoginRequest,
        response: { 200: loggedInAnswer },
      },
    },
    async (req, reply) => {
      const claim = await claimChallengeAttempt(auth.database, req.body.auth_id);
      if (!claim.ok) throw claim.reason === 'too_many_attempts' ? codeRefusal('too_many_attempts') : expired();
      const user = await findUserById(auth.database, claim.userId);
      const step = user?.totpSecret ? matchTotpStep(user.totpSecret, req.body.code) : null;
      if (!user || step === null || !(await claimTotpStep(auth.database, user.id, step))) {
        await recordLoginFailure(auth.database, { userId: claim.userId, ip: req.ip });
        await audit(auth.database, {
          actor: `user:${claim.userId}`,
          action: 'auth.twofactor.failed',
          ip: req.ip,
          details: { via: 'social' },
        });
        throw codeRefusal('invalid');
      }
      if (!(await consumeChallenge(auth.database, req.body.auth_id))) throw expired();
      assertActive(user);
      await audit(auth.database, {
        actor: `user:${user.id}`,
        action: 'auth.twofactor.ok',
        ip: req.ip,
        details: { via: 'social' },
      });
      await startSession(auth, req, reply, user.id, 'social+totp');
      return { success: true as const, need_two_factor: false as const, data: { user_id: user.id } };
    },
  );
}
