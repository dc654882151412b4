import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import { randomToken, sha256 } from './hash';

/** Absolute session lifetime; idle expiry (auto-logoff) is a per-brand switch on top. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** Idle time after which a session ends when the brand enables auto-logoff (spec §9). */
export const AUTO_LOGOFF_MS = 30 * 60_000;
// last_seen_at is written at most this often, so reads do not turn every request into a write.
const TOUCH_EVERY_MS = 30_000;

export const SESSION_COOKIE = 'fl_session';
/** Over HTTPS the `__Host-` prefix pins the cookie to this host, path / and Secure [ASVS 3.3]. */
export const SECURE_SESSION_COOKIE = '__Host-fl_session';

export interface SessionUser {
  id: number;
  brandId: number;
  sessionId: string;
  expiresAt: Date;
}

/** Starts a server-side session: 256 random bits to the client, only their SHA-256 in the database. */
export async function createSession(
  database: Database,
  input: { userId: number; ip?: string; userAgent?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken(256);
  const sessionId = sha256(token);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await database.query('insert into sessions (id, user_id, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5)', [
    sessionId,
    input.userId,
    expiresAt,
    input.ip ?? null,
    input.userAgent?.slice(0, 300) ?? null,
  ]);
  return { token, sessionId, expiresAt };
}

const isHttps = (req: FastifyRequest) => req.protocol === 'https';

/** Sets the session cookie: HttpOnly, SameSite=Lax, path /, Secure with the `__Host-` name over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const secure = isHttps(reply.request);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** Removes the session cookie from the browser (the server-side session is ended separately). */
export function clearSessionCookie(reply: FastifyReply): void {
  const secure = isHttps(reply.request);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** The session token the request carries in a cookie, if any. */
export function readSessionToken(req: FastifyRequest): string | undefined {
  const token = req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/** The user of a session cookie value, or null when the session is unknown, ended, expired or idle too long. */
export function getSessionUser(
  database: Database,
  token: string,
  opts: { idleMs?: number | undefined } = {},
): Promise<SessionUser | null> {
  return findActiveSession(database, sha256(token), opts);
}

/** Like `getSessionUser` but by stored session id (what signed user tokens carry); slides `last_seen_at`. */
export async function findActiveSession(
  database: Database,
  sessionId: string,
  opts: { idleMs?: number | undefined } = {},
): Promise<SessionUser | null> {
  const [row] = await database.query<{ user_id: string; brand_id: number; expires_at: Date; idle_ms: number }>(
    `select s.user_id, u.brand_id, s.expires_at, extract(epoch from (now() - s.last_seen_at)) * 1000 as idle_ms
     from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.closed_at is null and s.expires_at > now() and u.status = 'active'`,
    [sessionId],
  );
  if (!row) return null;
  const idleMs = Number(row.idle_ms);
  if (opts.idleMs !== undefined && idleMs > opts.idleMs) {
    await closeSession(database, sessionId, 'idle');
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS)
    await database.query('update sessions set last_seen_at = now() where id = $1 and closed_at is null', [sessionId]);
  return { id: Number(row.user_id), brandId: row.brand_id, sessionId, expiresAt: new Date(row.expires_at) };
}

/** Ends one session server-side; true when it was still open. */
export async function closeSession(database: Database, sessionId: string, reason: string): Promise<boolean> {
  const rows = await database.query(
    'update sessions set closed_at = now(), closed_reason = $2 where id = $1 and closed_at is null returning id',
    [sessionId, reason],
  );
  return rows.length > 0;
}

/** Ends every open session of a user except `keepSessionId` (none kept when omitted); returns how many ended. */
export async function closeUserSessions(
  database: Database,
  userId: number,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await database.query(
    `update sessions set closed_at = now(), closed_reason = $2
     where user_id = $1 and closed_at is null and expires_at > now() and ($3::text is null or id <> $3) returning id`,
    [userId, reason, keepSessionId ?? null],
  );
  return rows.length;
}
