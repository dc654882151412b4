import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import { sha256 } from '../../infra/hash';
import type { AuthContext } from './auth-context';
import { accountLocked, invalidCredentials } from './auth-errors';
import { createChallenge } from './login-challenge';
import { notifyAccountLocked } from './notify';
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

/** Checks the request's captcha, which a login needs after repeated failures; throws 400 `captcha_required`. */
export type LoginCaptchaCheck = () => Promise<void>;

/**
 * The key an unknown login's failures are counted under: brand and login as `findUserByLogin` reads
 * it (e-mail in any case, phone in any formatting), hashed so typed logins are not kept.
 */
export function loginKeyOf(brandId: number, login: string): string {
  const value = login.trim().toLowerCase();
  const normal = value.includes('@') || !/^[\d\s()+-]+$/.test(value) ? value : value.replace(/\D/g, '');
  return sha256(`${brandId}:${normal}`);
}

/**
 * Checks login and password. Unknown account and wrong password cost one argon2 verification each
 * and give the same 401; after three failures of the login the captcha is needed first (400
 * `captcha_required`, nothing counted); an account locked for this address, or a refused address, gets
 * 429 even with the right password. The failure that locks the account tells its owner.
 */
export async function checkPasswordLogin(
  ctx: AuthContext,
  req: FastifyRequest,
  input: { brand: { id: number; name: string }; login: string; password: string; captcha: LoginCaptchaCheck },
): Promise<AuthUserRow> {
  const user = await findUserByLogin(ctx.database, input.brand.id, input.login);
  const target = { userId: user?.id ?? null, loginKey: loginKeyOf(input.brand.id, input.login), ip: req.ip };
  const lock = await loginLockState(ctx.database, target);
  const actor = user ? `user:${user.id}` : 'anonymous';
  if (lock.ip || lock.account) {
    // The same argon2 cost as any other answer, so timing tells nothing either.
    await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
    await audit(ctx.database, {
      actor,
      action: 'auth.login.locked',
      ip: req.ip,
      details: { by: lock.ip ? 'ip' : 'account' },
    });
    throw accountLocked();
  }
  if (lock.needsCaptcha) await input.captcha();
  const matches = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user?.passwordHash || !matches) {
    const lockedNow = await recordLoginFailure(ctx.database, target);
    await audit(ctx.database, { actor, action: 'auth.login.failed', ip: req.ip, details: { method: 'password' } });
    if (lockedNow && user) await notifyAccountLocked(ctx, user, input.brand.name, req.ip);
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
  for (const check of ctx.loginChecks ?? []) await check(userId);
  const previous = readSessionToken(req);
  if (previous) await closeSession(ctx.database, sha256(previous), 'replaced');
  const ua = userAgentOf(req);
  const session = await createSession(ctx.database, { userId, ip: req.ip, ...(ua ? { userAgent: ua } : {}) });
  setSessionCookie(reply, session.token, session.expiresAt);
  await audit(ctx.database, { actor: `user:${userId}`, action: 'auth.login.ok', ip: req.ip, details: { method } });
}
