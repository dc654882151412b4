import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from '../auth/auth.service';
import { accountLocked, loginLockState, recordLoginFailure, verifyPassword } from '../auth/auth.service';
import type { SecurityUser } from './security-user';

/** An account without a password (social login) re-authenticates by logging in again; the session must be this fresh. */
export const FRESH_SESSION_MS = 10 * 60_000;

export const INCORRECT_PASSWORD = 'incorrect_password';

/** The answer when a change needs the password (or, without one, a fresh login). */
export const reauthRequired = () =>
  new AppError('FORBIDDEN', 'Confirm with your password to make this change', {
    errorCode: 'reauth_required',
    validationErrors: { password: 'auth_required_field' },
  });

async function sessionIsFresh(ctx: AuthContext, sessionId: string): Promise<boolean> {
  const [row] = await ctx.database.query<{ fresh: boolean }>(
    `select created_at > now() - $2 * interval '1 millisecond' as fresh from sessions where id = $1`,
    [sessionId, FRESH_SESSION_MS],
  );
  return row?.fresh === true;
}

/**
 * Re-authentication before a security change [ASVS 7.5.1]: the account's password in the body; an
 * account without a password needs a session opened in the last 10 minutes. Wrong passwords count
 * towards the login lock-out like failed logins do.
 */
export async function requireReauth(
  ctx: AuthContext,
  req: FastifyRequest,
  user: SecurityUser,
  sessionId: string,
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) {
    if (await sessionIsFresh(ctx, sessionId)) return;
    throw reauthRequired();
  }
  if (!password) throw reauthRequired();
  const lock = await loginLockState(ctx.database, { userId: user.id, ip: req.ip });
  if (lock.account || lock.ip) throw accountLocked();
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordLoginFailure(ctx.database, { userId: user.id, ip: req.ip });
  await audit(ctx.database, { actor: `user:${user.id}`, action: 'security.reauth.failed', ip: req.ip });
  throw new AppError('VALIDATION', 'Incorrect password', { validationErrors: { password: INCORRECT_PASSWORD } });
}
