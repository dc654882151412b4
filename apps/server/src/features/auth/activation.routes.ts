import { activationAnswer, activationMailAnswer, activationRequest } from '@fairline/shared/wire/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from './auth-context';
import { codeRefusal } from './auth-errors';
import { limitCodeSending } from './code-limits';
import { issueCode, verifyCode } from './codes.service';
import { optionalUser, requireUser, userOf } from './require-user';
import { findUserById } from './users.repository';

export const EMAIL_ACTIVATION_PURPOSE = 'email_activation';
/** An activation mail may be opened later on another device, so its code lives a day. */
const ACTIVATION_TTL_MS = 24 * 3_600_000;

const activationTarget = (userId: number) => `user:${userId}`;

/** E-mail activation: a code (and link) by e-mail, then the code marks the address verified. */
export function activationRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/user/sendActivationMail',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Send the e-mail activation code and link',
        description:
          'The link carries the user id and the code for /api/internal/v1/user/activate; valid 24 hours, 5 tries.',
        response: { 200: activationMailAnswer },
      },
    },
    async (req) => {
      const user = await findUserById(ctx.database, userOf(req).id);
      if (!user?.email) throw badRequest('The account has no e-mail', { email: 'required' });
      if (user.emailVerifiedAt)
        return { success: true as const, data: { message: 'The e-mail is already verified', already_verified: true } };
      const target = activationTarget(user.id);
      await limitCodeSending(ctx.database, req, `${EMAIL_ACTIVATION_PURPOSE}:${target}`);
      const { code } = await issueCode(ctx.database, {
        purpose: EMAIL_ACTIVATION_PURPOSE,
        target,
        userId: user.id,
        payload: { email: user.email.toLowerCase() },
        ttlMs: ACTIVATION_TTL_MS,
      });
      const site = await ctx.sites.resolve(req);
      const link = `${req.protocol}://${req.host}/${site.defaultLanguage}/?modal=activate-email&user_id=${user.id}&code=${code}`;
      await ctx.messaging.sendEmail({
        to: user.email,
        subject: `${site.brand.name}: confirm your e-mail`,
        body: `Your e-mail confirmation code is ${code}. Or open this link: ${link}\nThe code is valid for 24 hours.`,
      });
      await audit(ctx.database, {
        actor: `user:${user.id}`,
        action: 'auth.code.sent',
        ip: req.ip,
        details: { purpose: EMAIL_ACTIVATION_PURPOSE },
      });
      return {
        success: true as const,
        data: { message: 'The activation e-mail has been sent', already_verified: false },
      };
    },
  );

  r.post(
    '/web-api/api/internal/v1/user/activate',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail with the activation code',
        description: 'Logged in: the code alone. From the e-mail link without a session: user_id and code.',
        body: activationRequest,
        response: { 200: activationAnswer },
      },
    },
    async (req) => {
      const input = 'data' in req.body ? req.body.data.attributes : req.body;
      const userId = req.user?.id ?? input.user_id;
      if (userId === undefined) throw new AppError('UNAUTHORIZED', 'Authorization required');
      const result = await verifyCode(ctx.database, {
        purpose: EMAIL_ACTIVATION_PURPOSE,
        target: activationTarget(userId),
        code: input.code,
      });
      const user = result.ok ? await findUserById(ctx.database, userId) : null;
      // A code mailed to an address the account no longer has must not verify the new one.
      const sameEmail = result.ok && user?.email?.toLowerCase() === result.payload.email;
      if (!result.ok || !sameEmail) {
        await audit(ctx.database, {
          actor: `user:${userId}`,
          action: 'auth.code.failed',
          ip: req.ip,
          details: { purpose: EMAIL_ACTIVATION_PURPOSE },
        });
        throw codeRefusal(result.ok ? 'invalid' : result.reason);
      }
      await ctx.database.query(
        'update users set email_verified_at = now(), updated_at = now() where id = $1 and email_verified_at is null',
        [userId],
      );
      await audit(ctx.database, { actor: `user:${userId}`, action: 'auth.email.verified', ip: req.ip });
      return {
        data: { type: 'user-activation' as const, id: String(userId), attributes: { email_verified: true as const } },
      };
    },
  );
}
