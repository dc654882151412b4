import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Providers' server-to-server callbacks (verification, and payments through
// features/payments/signature.ts): an HMAC over the timestamp and the
// exact raw body, a freshness window, and a hash of what the callback decides for replay checks.

/** How far a callback's timestamp may be from our clock (either way). */
export const CALLBACK_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

/** Hex HMAC-SHA256 of `timestamp.rawBody`. */
export function signPayload(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A fresh timestamp (±5 min) and a matching HMAC, compared in constant time; anything malformed fails. */
export function isValidSignature(
  secret: string,
  req: { rawBody: string; signature: string | undefined; timestamp: string | undefined },
  now: Date,
): boolean {
  const { signature, timestamp } = req;
  if (!signature || !timestamp || !HEX_SHA256.test(signature) || !UNIX_SECONDS.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, req.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A key of its own for one use of a shared secret, so a signature made for one purpose is worthless for another. */
export const deriveSecret = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`fairline:${purpose}`).digest('hex');

/** A replay key: a hash of the fields that decide what a callback does (a replay must match it). */
export const decisionHash = (fields: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('hex');
