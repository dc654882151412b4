import { codeSentAnswer, loginAnswer, smsCodeRequest, smsLoginRequest } from '@fairline/shared/wire/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from './auth-context';
import { codeRefusal } from './auth-errors';
import { limitCodeSending } from './code-limits';
import { issueCode, verifyCode } from './codes.service';
import { assertActive, finishFirstFactor } from './login.service';
import { recordLoginFailure } from './rate-limit';
import { findUserById, findUserByPhone, phoneDigits } from './users.repository';

export const SMS_AUTH_PURPOSE = 'sms_auth';
const CODE_LENGTH = 6;

function phoneTarget(brandId: number, phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length < 6 || digits.length > 20) throw badRequest('Invalid phone', { phone: 'phone_incorrect' });
  return `${brandId}:${digits}`;
}

/** Login by a code sent by SMS. */
export function smsAuthRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/sms-auth/send-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS',
        description:
          'The same answer whether or not the phone belongs to an account. 5 codes per phone and 20 per IP in 10 minutes.',
        body: smsCodeRequest,
        response: { 200: codeSentAnswer },
      },
    },
    async (req) => {
      const site = await ctx.sites.resolve(req);
      const target = phoneTarget(site.brand.id, req.body.phone);
      await limitCodeSending(ctx.database, req, `${SMS_AUTH_PURPOSE}:${target}`);
      const user = await findUserByPhone(ctx.database, site.brand.id, req.body.phone);
      // A code is issued for unknown phones too (never sent), so both cases do the same work.
      const { code } = await issueCode(ctx.database, {
        purpose: SMS_AUTH_PURPOSE,
        target,
        length: CODE_LENGTH,
        ...(user ? { userId: user.id } : {}),
      });
      if (user?.phone) {
        await ctx.messaging.sendSms({
          to: user.phone,
          body: `${site.brand.name}: your login code is ${code}. It is valid for 10 minutes.`,
        });
        await audit(ctx.database, {
          actor: `user:${user.id}`,
          action: 'auth.code.sent',
          ip: req.ip,
          details: { purpose: SMS_AUTH_PURPOSE },
        });
      }
      return {
        success: true as const,
        data: { message: 'If the number is registered, a code has been sent', code_length: CODE_LENGTH },
      };
    },
  );

  r.post(
    '/web-api/sms-auth/check-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the SMS code',
        description: 'Single use, 10 minutes, at most 5 tries. Sets the session cookie or answers need_two_factor.',
        body: smsLoginRequest,
        response: { 200: loginAnswer },
      },
    },
    async (req, reply) => {
      const site = await ctx.sites.resolve(req);
      const target = phoneTarget(site.brand.id, req.body.phone);
      const result = await verifyCode(ctx.database, { purpose: SMS_AUTH_PURPOSE, target, code: req.body.code });
      const user = result.ok && result.userId !== null ? await findUserById(ctx.database, result.userId) : null;
      if (!result.ok || !user) {
        const actor = result.ok && result.userId !== null ? `user:${result.userId}` : 'anonymous';
        await recordLoginFailure(ctx.database, { userId: null, ip: req.ip });
        await audit(ctx.database, {
          actor,
          action: 'auth.code.failed',
          ip: req.ip,
          details: { purpose: SMS_AUTH_PURPOSE },
        });
        throw codeRefusal(result.ok ? 'invalid' : result.reason);
      }
      assertActive(user);
      await audit(ctx.database, {
        actor: `user:${user.id}`,
        action: 'auth.code.verified',
        ip: req.ip,
        details: { purpose: SMS_AUTH_PURPOSE },
      });
      return finishFirstFactor(ctx, req, reply, user, 'sms');
    },
  );
}
