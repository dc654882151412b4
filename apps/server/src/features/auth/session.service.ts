import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, namedStatement } from '../../infra/db';
import { randomToken, sha256 } from '../../infra/hash';
import { touchSession } from './session-touch';

/** Absolute session lifetime; idle expiry (auto-logoff) is a per-brand switch on top. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** Idle time after which a session ends when the brand enables auto-logoff (spec §9). */
export const AUTO_LOGOFF_MS = 30 * 60_000;
// last_seen_at is written at most this often, so reads do not turn every request into a write.
const TOUCH_EVERY_MS = 30_000;
/**
 * How long `findActiveSessionCached` answers from memory. A session closed through this process is
 * forgotten at once; one closed elsewhere (another server process, SQL) is seen within this time.
 * As long as last_seen_at's own step, so the cache adds at most that much to it.
 */
export const SESSION_CACHE_MS = 30_000;
// A bound on memory, not a working-set size: past it the map starts over.
const SESSION_CACHE_MAX = 50_000;

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

const FIND_ACTIVE_SESSION = namedStatement(
  'find_active_session',
  `select s.user_id, u.brand_id, s.expires_at, extract(epoch from (now() - s.last_seen_at)) * 1000 as idle_ms
   from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.closed_at is null and s.expires_at > now() and u.status = 'active'`,
);

/**
 * The user of a stored session id (the SHA-256 of the cookie, or what signed user tokens carry), or
 * null when the session is unknown, ended, expired or idle too long; slides `last_seen_at`.
 */
export async function findActiveSession(
  database: Database,
  sessionId: string,
  opts: { idleMs?: number | undefined } = {},
): Promise<SessionUser | null> {
  const [row] = await database.query<{ user_id: string; brand_id: number; expires_at: Date; idle_ms: number }>(
    FIND_ACTIVE_SESSION,
    [sessionId],
  );
  if (!row) return null;
  const idleMs = Number(row.idle_ms);
  if (opts.idleMs !== undefined && idleMs > opts.idleMs) {
    await closeSession(database, sessionId, 'idle');
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) await touchSession(database, sessionId);
  return { id: Number(row.user_id), brandId: row.brand_id, sessionId, expiresAt: new Date(row.expires_at) };
}

interface SessionCache {
  entries: Map<string, { user: SessionUser; checkedAt: number }>;
  // Bumped by every forget, which runs after the close has committed: a lookup that started before
  // it may have read the session still open, so it stores nothing.
  epoch: number;
}

const sessionCaches = new WeakMap<Database, SessionCache>();

function sessionCacheOf(database: Database): SessionCache {
  let cache = sessionCaches.get(database);
  if (!cache) {
    cache = { entries: new Map(), epoch: 0 };
    sessionCaches.set(database, cache);
  }
  return cache;
}

/**
 * `findActiveSession` answered from memory for SESSION_CACHE_MS after a lookup found the session
 * open. Only for callers that check the session again where it matters (place_bet does, in the
 * statement that moves the money), since a close by another process is seen only after that time.
 */
export async function findActiveSessionCached(
  database: Database,
  sessionId: string,
  opts: { idleMs?: number | undefined } = {},
  nowMs = Date.now(),
): Promise<SessionUser | null> {
  const cache = sessionCacheOf(database);
  const hit = cache.entries.get(sessionId);
  if (hit && nowMs - hit.checkedAt < SESSION_CACHE_MS && hit.user.expiresAt.getTime() > nowMs) return hit.user;
  const epoch = cache.epoch;
  const user = await findActiveSession(database, sessionId, opts);
  if (!user) cache.entries.delete(sessionId);
  else if (cache.epoch === epoch) {
    if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.clear();
    cache.entries.set(sessionId, { user, checkedAt: nowMs });
  }
  return user;
}

/** Drops a session from this process's cache (it was closed, or found closed). */
export function forgetSession(database: Database, sessionId: string): void {
  const cache = sessionCaches.get(database);
  if (!cache) return;
  cache.epoch += 1;
  cache.entries.delete(sessionId);
}

/** Sessions that just ended, for whoever holds something they opened (the live socket, ADR 0057). */
export interface SessionsEnded {
  userId: number;
  sessionIds: string[];
}

const endListeners = new WeakMap<Database, Set<(ended: SessionsEnded) => void>>();

/** Calls `listener` after every close through this module commits; returns the unsubscribe. */
export function onSessionsEnded(database: Database, listener: (ended: SessionsEnded) => void): () => void {
  let set = endListeners.get(database);
  if (!set) {
    set = new Set();
    endListeners.set(database, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function announceEnded(database: Database, userId: number, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  for (const listener of endListeners.get(database) ?? []) listener({ userId, sessionIds });
}

/** Ends one session server-side; true when it was still open. */
export async function closeSession(database: Database, sessionId: string, reason: string): Promise<boolean> {
  const rows = await database.query<{ user_id: string }>(
    'update sessions set closed_at = now(), closed_reason = $2 where id = $1 and closed_at is null returning user_id',
    [sessionId, reason],
  );
  forgetSession(database, sessionId);
  if (rows[0]) announceEnded(database, Number(rows[0].user_id), [sessionId]);
  return rows.length > 0;
}

/** Ends every open session of a user except `keepSessionId` (none kept when omitted); returns how many ended. */
export async function closeUserSessions(
  database: Database,
  userId: number,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await database.query<{ id: string }>(
    `update sessions set closed_at = now(), closed_reason = $2
     where user_id = $1 and closed_at is null and expires_at > now() and ($3::text is null or id <> $3) returning id`,
    [userId, reason, keepSessionId ?? null],
  );
  for (const row of rows) forgetSession(database, row.id);
  announceEnded(
    database,
    userId,
    rows.map((row) => row.id),
  );
  return rows.length;
}
