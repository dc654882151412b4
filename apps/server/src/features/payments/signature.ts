import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a callback's timestamp may be from our clock (either way). */
export const CALLBACK_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

/** Hex HMAC-SHA256 of `timestamp.rawBody`: what the provider sends in `x-signature`. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export interface SignedRequest {
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
}

/**
 * Checks a callback: a fresh timestamp (±5 min) and an HMAC over the exact raw body, compared in
 * constant time. Any malformed header is simply a failure.
 */
export function isValidCallbackSignature(secret: string, req: SignedRequest, now: Date): boolean {
  const { signature, timestamp } = req;
  if (!signature || !timestamp || !HEX_SHA256.test(signature) || !UNIX_SECONDS.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, req.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
