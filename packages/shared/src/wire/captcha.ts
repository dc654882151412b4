// Wire payloads of the self-hosted proof-of-work captcha (ALTCHA v2): the challenge the browser solves
// invisibly, and the token it sends back (base64 of the challenge and the solution) in a form's
// `captcha` field or the x-captcha-token header. The web imports the types only.
import { z } from 'zod';

/** The only key derivation the server signs challenges for. */
export const CAPTCHA_ALGORITHM = 'SHA-256';

const challengeParameters = z.looseObject({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  nonce: z.string().max(128).describe('Hex'),
  salt: z.string().max(128).describe('Hex'),
  cost: z.number().int().min(1).max(10).describe('Hash rounds per derived key'),
  keyLength: z.number().int().min(1).max(64).describe('Bytes of the derived key'),
  keyPrefix: z.string().max(128).describe('Hex the derived key of the hidden counter starts with'),
  expiresAt: z.number().positive().describe('Unix seconds'),
});

/**
 * GET /puzzle-api/challenge answer. Loose: the signature covers every parameter, so nothing the
 * library adds may be dropped on either side.
 */
export const captchaChallenge = z.object({
  parameters: challengeParameters,
  signature: z.string().max(256).describe('HMAC of the parameters'),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** The counter found and its derived key. */
export const captchaSolution = z.object({
  counter: z.number().int().min(0),
  derivedKey: z.string().max(256),
  time: z.number().optional().describe('Milliseconds the solving took'),
});
export type CaptchaSolution = z.infer<typeof captchaSolution>;

/** What a captcha token carries once its base64 is decoded. */
export const captchaTokenPayload = z.object({ challenge: captchaChallenge, solution: captchaSolution });
export type CaptchaTokenPayload = z.infer<typeof captchaTokenPayload>;
