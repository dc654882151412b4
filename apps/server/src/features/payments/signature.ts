import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { CallbackRequest } from './provider';

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

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A provider callback's body, once its signature (in the provider's own headers) holds: 401 for a
 * bad or stale signature, 400 for a body outside the provider's schema.
 */
export function readSignedCallback<T>(
  secret: string,
  req: CallbackRequest,
  headers: { signature: string; timestamp: string },
  schema: z.ZodType<T>,
): T {
  const signed = {
    rawBody: req.rawBody,
    signature: header(req.headers[headers.signature]),
    timestamp: header(req.headers[headers.timestamp]),
  };
  if (!isValidCallbackSignature(secret, signed, req.now))
    throw new AppError('UNAUTHORIZED', 'Invalid callback signature');
  const parsed = schema.safeParse(parseJson(req.rawBody));
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
  return parsed.data;
}

/** A callback's replay key: a hash of the fields that decide what it does (a replay must match it). */
export const callbackHash = (fields: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('hex');
