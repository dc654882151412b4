import type { z } from 'zod';
import { AppError } from '../../errors';
import { decisionHash, isValidSignature, signPayload } from '../../infra/signed-callback';
import type { CallbackRequest } from './provider';

export { CALLBACK_TOLERANCE_SECONDS } from '../../infra/signed-callback';

/** Hex HMAC-SHA256 of `timestamp.rawBody`: what the provider sends in `x-signature`. */
export const signCallback = signPayload;

/**
 * Checks a callback: a fresh timestamp (±5 min) and an HMAC over the exact raw body, compared in
 * constant time. Any malformed header is simply a failure.
 */
export const isValidCallbackSignature = isValidSignature;

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
export const callbackHash = decisionHash;
