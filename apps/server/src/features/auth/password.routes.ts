import { checkPassword, isOn, MessageKeys } from '@fairline/shared/validation';
import { passwordChangeAnswer, passwordChangeRequest } from '@fairline/shared/wire/office';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from './auth-context';
import { accountLocked } from './auth-errors';
import { notifySecurityChange } from './notify';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { loginLockState, recordLoginFailure } from './rate-limit';
import { requireUser, userOf } from './require-user';
import { closeUserSessions } from './session.service';
import { findUserById, setPasswordHash } from './users.repository';

/** The shared password rule plus the confirmation; validation errors keyed by field. */
export function assertNewPassword(password: string, confirmation: string | undefined): void {
  const failure = checkPassword(password);
  const errors: Record<string, string> = {};
  if (failure) errors.password = failure.key;
  if (confirmation !== undefined && confirmation !== password)
    errors.password_confirmation = MessageKeys.fieldsNotEqual;
  if (Object.keys(errors).length) throw new AppError('VALIDATION', 'Invalid password', { validationErrors: errors });
}

/** Password change in the office, re-authenticated by the old password. */
export function passwordRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/web-api/api/web/user/v1/password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['settings'],
        summary: 'Change the password',
        description:
          'Needs the old password (failures count toward the account lock-out). end_other_sessions ends every other session. ' +
          'The user is notified by e-mail (or SMS).',
        body: passwordChangeRequest,
        response: { 200: passwordChangeAnswer },
      },
    },
    async (req) => {
      const { id, sessionId } = userOf(req);
      const input = req.body.data.attributes;
      const user = await findUserById(ctx.database, id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Authorization required');
      assertNewPassword(input.password, input.password_confirmation);
      const lock = await loginLockState(ctx.database, { userId: id, ip: req.ip });
      const matches = await verifyPassword(user.passwordHash ?? DUMMY_HASH, input.old_password);
      if (lock.account || lock.ip) throw accountLocked();
      if (!user.passwordHash || !matches) {
        await recordLoginFailure(ctx.database, { userId: id, ip: req.ip });
        await audit(ctx.database, { actor: `user:${id}`, action: 'auth.password.change_failed', ip: req.ip });
        throw new AppError('VALIDATION', 'The current password is incorrect', {
          validationErrors: { old_password: 'incorrect_password' },
        });
      }
      await setPasswordHash(ctx.database, id, await hashPassword(input.password));
      const ended = isOn(input.end_other_sessions)
        ? await closeUserSessions(ctx.database, id, 'password_changed', sessionId)
        : 0;
      const site = await ctx.sites.resolve(req);
      await notifySecurityChange(ctx.messaging, user, site.brand.name, 'Your password was changed.');
      await audit(ctx.database, {
        actor: `user:${id}`,
        action: 'auth.password.changed',
        ip: req.ip,
        details: { ended_sessions: ended },
      });
      return {
        data: { type: 'password' as const, id: String(id), attributes: { changed: true, ended_sessions: ended } },
      };
    },
  );
}
