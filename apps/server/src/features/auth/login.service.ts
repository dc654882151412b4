import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { accountLocked, invalidCredentials } from './auth-errors';
import { sha256 } from './hash';
import { createChallenge } from './login-challenge';
import { DUMMY_HASH, verifyPassword } from './password';
import { loginLockState, recordLoginFailure } from './rate-limit';
import { closeSession, createSession, readSessionToken, setSessionCookie } from './session.service';
import type { AuthUserRow } from './users.repository';
import { findUserByLogin } from './users.repository';

/** What a passed first factor leads to: a session, or a second-factor challenge. */
export type LoginAnswer =
  | { success: true; need_two_factor: false; data: { user_id: number } }
  | { success: true; need_two_factor: true; auth_id: string };

export const userAgentOf = (req: FastifyRequest) => req.headers['user-agent']?.slice(0, 300);

/**
 * Checks login and password. Unknown account and wrong password cost one argon2 verification each
 * and give the same 401; a locked account or IP gets 429 even with the right password.
 */
export async function checkPasswordLogin(
  ctx: AuthContext,
  req: FastifyRequest,
  brandId: number,
  login: string,
  password: string,
): Promise<AuthUserRow> {
  const user = await findUserByLogin(ctx.database, brandId, login);
  const lock = await loginLockState(ctx.database, { userId: user?.id ?? null, ip: req.ip });
  const matches = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  const actor = user ? `user:${user.id}` : 'anonymous';
  if (lock.ip || (user && lock.account)) {
    await audit(ctx.database, {
      actor,
      action: 'auth.login.locked',
      ip: req.ip,
      details: { by: lock.ip ? 'ip' : 'account' },
    });
    throw accountLocked();
  }
  if (!user?.passwordHash || !matches) {
    await recordLoginFailure(ctx.database, { userId: user?.id ?? null, ip: req.ip });
    await audit(ctx.database, { actor, action: 'auth.login.failed', ip: req.ip, details: { method: 'password' } });
    throw invalidCredentials();
  }
  assertActive(user);
  return user;
}

/** Refuses a blocked or closed account (only ever told after a passed factor, so it reveals nothing new). */
export function assertActive(user: AuthUserRow): void {
  if (user.status !== 'active')
    throw new AppError('FORBIDDEN', 'The account is blocked', { errorCode: 'account_blocked' });
}

/** After a passed first factor: a challenge when the account has 2FA on, else a new session. */
export async function finishFirstFactor(
  ctx: AuthContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: AuthUserRow,
  method: string,
): Promise<LoginAnswer> {
  if (user.totpEnabled && user.totpSecret) {
    const authId = await createChallenge(ctx.database, {
      userId: user.id,
      method,
      ip: req.ip,
      userAgent: userAgentOf(req),
    });
    await audit(ctx.database, {
      actor: `user:${user.id}`,
      action: 'auth.login.challenge',
      ip: req.ip,
      details: { method },
    });
    return { success: true, need_two_factor: true, auth_id: authId };
  }
  await startSession(ctx, req, reply, user.id, method);
  return { success: true, need_two_factor: false, data: { user_id: user.id } };
}

/** A fresh session (never a reused id) with its cookie; a session the browser still carried is ended. */
export async function startSession(
  ctx: AuthContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  method: string,
): Promise<void> {
  const previous = readSessionToken(req);
  if (previous) await closeSession(ctx.database, sha256(previous), 'replaced');
  const ua = userAgentOf(req);
  const session = await createSession(ctx.database, { userId, ip: req.ip, ...(ua ? { userAgent: ua } : {}) });
  setSessionCookie(reply, session.token, session.expiresAt);
  await audit(ctx.database, { actor: `user:${userId}`, action: 'auth.login.ok', ip: req.ip, details: { method } });
}
