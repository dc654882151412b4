import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import './auth-context';
import type { Database } from '../../infra/db';
import { sha256 } from '../../infra/hash';
import {
  AUTO_LOGOFF_MS,
  findActiveSession,
  findActiveSessionCached,
  forgetSession,
  readSessionToken,
} from './session.service';
import { verifyUserToken } from './user-token';

/** A preHandler that sets `req.user` or refuses with 401 (`requireUser`, or a test's stand-in). */
export type AuthPreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The authenticated user of a request. */
export interface AuthUser {
  id: number;
  brandId: number;
  /** Stored id of the session (cookie) or of the session the bearer token is bound to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`; null for guests. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S{1,600})$/i;

/** The bearer token of `x-auth` or `Authorization`, if the request carries one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  for (const name of ['x-auth', 'authorization'] as const) {
    const value = req.headers[name];
    const match = typeof value === 'string' ? BEARER.exec(value) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * Authenticates by bearer user token when one is sent (no fallback to the cookie then), else by the
 * session cookie. The session must belong to the site's brand; idle sessions end when the brand
 * has auto-logoff on. `bearerGraceMs` lets a token refresh accept a recently expired token;
 * `cachedSession` lets the session come from this process's cache (see `requireBettor`).
 */
export async function authenticate(
  req: FastifyRequest,
  opts: { bearerGraceMs?: number; cachedSession?: boolean } = {},
): Promise<AuthUser | null> {
  const ctx = req.server.authContext;
  const site = await ctx.sites.resolve(req);
  const idleMs = site.settings.auth.isAutoLogoffEnabled ? AUTO_LOGOFF_MS : undefined;
  const find = opts.cachedSession ? findActiveSessionCached : findActiveSession;
  const bearer = bearerToken(req);
  let session: Awaited<ReturnType<typeof findActiveSession>>;
  if (bearer !== undefined) {
    const claims = verifyUserToken(ctx.secret, bearer, { graceMs: opts.bearerGraceMs ?? 0 });
    session = claims ? await find(ctx.database, claims.sid, { idleMs }) : null;
    if (session && session.id !== claims?.uid) session = null;
  } else {
    const token = readSessionToken(req);
    session = token ? await find(ctx.database, sha256(token), { idleMs }) : null;
  }
  if (!session || session.brandId !== site.brand.id) return null;
  return { id: session.id, brandId: session.brandId, sessionId: session.sessionId };
}

/** preHandler: 401 in the platform's error shape unless the request is authenticated; sets `req.user`. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await authenticate(req);
  if (!user) throw new AppError('UNAUTHORIZED', 'Authorization required');
  req.user = user;
}

/**
 * preHandler of bet placement: `requireUser` with the session from this process's cache for up to
 * SESSION_CACHE_MS. Safe only because place_bet checks the session again in the statement that
 * moves the money (a session closed anywhere places no bet), and the rare paths that do not reach
 * place_bet confirm the session first.
 */
export async function requireBettor(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await authenticate(req, { cachedSession: true });
  if (!user) throw new AppError('UNAUTHORIZED', 'Authorization required');
  req.user = user;
}

/** Throws 401 unless the session is still open, asking the database (for requests `requireBettor` let in). */
export async function confirmSession(database: Database, sessionId: string): Promise<void> {
  if (await findActiveSession(database, sessionId)) return;
  forgetSession(database, sessionId);
  throw new AppError('UNAUTHORIZED', 'Authorization required');
}

/** preHandler: sets `req.user` when the request is authenticated, null otherwise. */
export async function optionalUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  req.user = await authenticate(req);
}

/** The user a `requireUser` route runs for. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Authorization required');
  return req.user;
}
