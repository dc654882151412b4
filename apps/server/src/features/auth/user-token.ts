import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a user token (gettoken / mobile service token). */
export const USER_TOKEN_TTL_MS = 15 * 60_000;

export interface UserTokenClaims {
  /** Stored session id the token is bound to: the token dies with the session. */
  sid: string;
  uid: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const PREFIX = 'v1';

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest();
}

/** A short-lived HMAC-signed bearer token bound to a session. */
export function signUserToken(secret: string, claims: UserTokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${body}.${sign(secret, body).toString('base64url')}`;
}

/**
 * The claims of a well-signed token, or null. Expiry is checked against `now` minus `graceMs`, so a
 * refresh may accept a recently expired token while ordinary calls pass no grace.
 */
export function verifyUserToken(
  secret: string,
  token: string,
  opts: { now?: number; graceMs?: number } = {},
): UserTokenClaims | null {
  if (token.length > 600) return null;
  const [prefix, body, sig] = token.split('.');
  if (prefix !== PREFIX || !body || !sig) return null;
  const expected = sign(secret, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  const now = opts.now ?? Date.now();
  return claims.exp + (opts.graceMs ?? 0) > now ? claims : null;
}

function isClaims(v: unknown): v is UserTokenClaims {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.sid === 'string' && typeof c.uid === 'number' && typeof c.exp === 'number';
}
