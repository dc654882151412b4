import {
  passwordResetAnswer,
  passwordResetCheckAnswer,
  passwordResetCheckQuery,
  passwordResetRequest,
} from '@fairline/shared/wire/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from './auth-context';
import { codeRefusal } from './auth-errors';
import { limitCodeSending } from './code-limits';
import { issueCode, peekCode, verifyCode } from './codes.service';
import { notifySecurityChange } from './notify';
import { hashPassword } from './password';
import { assertNewPassword } from './password.routes';
import { resetAccountLock } from './rate-limit';
import { clearSessionCookie, closeUserSessions } from './session.service';
import { type AuthUserRow, findUserById, findUserByLogin, phoneDigits, setPasswordHash } from './users.repository';

export const PASSWORD_RESET_PURPOSE = 'password_reset';
const CODE_LENGTH = 6;
const SENT = 'If the account exists, a code has been sent';

// The code is bound to the login as typed (normalised), so both steps must name the account the same way.
function resetTarget(brandId: number, value: string): string {
  const v = value.trim().toLowerCase();
  return `${brandId}:${v.includes('@') ? v : phoneDigits(v) || v}`;
}

// E-mail for an e-mail or id login (when the account has one), SMS for a phone login.
async function sendResetCode(ctx: AuthContext, user: AuthUserRow, loginValue: string, text: string): Promise<void> {
  const v = loginValue.trim();
  const wantsEmail = v.includes('@') || v === String(user.id);
  if (user.email && (wantsEmail || !user.phone))
    await ctx.messaging.sendEmail({ to: user.email, subject: 'Password reset code', body: text });
  else if (user.phone) await ctx.messaging.sendSms({ to: user.phone, body: text });
}

/** Password reset by a one-time code: step 1 sends it, step 2 sets the new password; GET checks a code. */
export function passwordResetRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/web-api/api/internal/v1/user/passwordreset';

  r.post(
    path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Password reset: {login} sends a code; {login, code, password} sets the password',
        description:
          'Step 1 answers the same whether or not the account exists (code by e-mail for an e-mail login, else SMS). ' +
          'Step 2 ends every session of the account. 5 codes per login and 20 per IP in 10 minutes.',
        // Plain fields or the json-api envelope, as the internal api sends either.
        body: passwordResetRequest,
        response: { 200: passwordResetAnswer },
      },
    },
    async (req, reply) => {
      const input = 'data' in req.body ? req.body.data.attributes : req.body;
      const site = await ctx.sites.resolve(req);
      const target = resetTarget(site.brand.id, input.login);
      if (input.code === undefined) {
        await limitCodeSending(ctx.database, req, `${PASSWORD_RESET_PURPOSE}:${target}`);
        const user = await findUserByLogin(ctx.database, site.brand.id, input.login);
        const issued = await issueCode(ctx.database, {
          purpose: PASSWORD_RESET_PURPOSE,
          target,
          length: CODE_LENGTH,
          ...(user ? { userId: user.id } : {}),
        });
        if (user) {
          const text = `${site.brand.name}: your password reset code is ${issued.code}. It is valid for 10 minutes.`;
          await sendResetCode(ctx, user, input.login, text);
          await audit(ctx.database, {
            actor: `user:${user.id}`,
            action: 'auth.code.sent',
            ip: req.ip,
            details: { purpose: PASSWORD_RESET_PURPOSE },
          });
        }
        return { success: true as const, data: { message: SENT, code_length: CODE_LENGTH } };
      }
      if (input.password === undefined) throw badRequest('Invalid request', { password: 'required' });
      assertNewPassword(input.password, input.password_confirmation);
      const result = await verifyCode(ctx.database, { purpose: PASSWORD_RESET_PURPOSE, target, code: input.code });
      const user = result.ok && result.userId !== null ? await findUserById(ctx.database, result.userId) : null;
      if (!result.ok || !user) {
        await audit(ctx.database, {
          actor: 'anonymous',
          action: 'auth.code.failed',
          ip: req.ip,
          details: { purpose: PASSWORD_RESET_PURPOSE },
        });
        throw codeRefusal(result.ok ? 'invalid' : result.reason);
      }
      await setPasswordHash(ctx.database, user.id, await hashPassword(input.password));
      const ended = await closeUserSessions(ctx.database, user.id, 'password_reset');
      await resetAccountLock(ctx.database, user.id);
      clearSessionCookie(reply);
      await notifySecurityChange(ctx.messaging, user, site.brand.name, 'Your password was reset.');
      await audit(ctx.database, {
        actor: `user:${user.id}`,
        action: 'auth.password.reset',
        ip: req.ip,
        details: { ended_sessions: ended },
      });
      return { success: true as const, data: { message: 'The password has been changed' } };
    },
  );

  r.get(
    path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a password-reset code without using it up',
        description: 'A wrong code spends one of the 5 tries.',
        querystring: passwordResetCheckQuery,
        response: { 200: passwordResetCheckAnswer },
      },
    },
    async (req) => {
      const site = await ctx.sites.resolve(req);
      const target = resetTarget(site.brand.id, req.query.login);
      const result = await peekCode(ctx.database, { purpose: PASSWORD_RESET_PURPOSE, target, code: req.query.code });
      if (!result.ok || result.userId === null) throw codeRefusal(result.ok ? 'invalid' : result.reason);
      return { success: true as const, data: { valid: true as const } };
    },
  );
}
