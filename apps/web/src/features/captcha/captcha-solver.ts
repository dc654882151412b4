// The captcha token of a form: the self-hosted proof of work (ALTCHA v2), solved in the browser without
// showing anything (find the counter whose derived key starts with the challenge's key prefix), or a
// hosted provider's widget (hosted-captcha.ts).
import type { CaptchaSettings, CaptchaType } from '@fairline/shared/config';
import type { CaptchaChallenge, CaptchaSolution } from '@fairline/shared/wire/captcha';
import { http } from '../../lib/http';
import {
  CaptchaDismissedError,
  CaptchaUnavailableError,
  type HostedCaptchaKind,
  obtainHostedToken,
} from './hosted-captcha';

type ChallengeParameters = CaptchaChallenge['parameters'];

/** A challenge as the solver reads it: of the server's parameters it needs these; the token carries all back. */
export interface PowChallenge {
  parameters: Pick<ChallengeParameters, 'nonce' | 'salt' | 'cost' | 'keyPrefix'> &
    Partial<Pick<ChallengeParameters, 'keyLength' | 'expiresAt'>> & { algorithm: string; [extra: string]: unknown };
  signature?: CaptchaChallenge['signature'];
}

export type PowSolution = Pick<CaptchaSolution, 'counter' | 'derivedKey'>;

/** Captcha types checked by our proof of work; the others are hosted widgets or switched off. */
const POW_TYPES: readonly CaptchaType[] = ['custom', 'painPuzzle', 'huntCaptcha'];
const CHALLENGE_URL = '/puzzle-api/challenge';
/** Far beyond the server's counter range (≤ 100 000): a challenge we cannot solve stops instead of spinning. */
const MAX_COUNTER = 10_000_000;
/** Yields to the page now and then so typing and spinners stay smooth while solving. */
const YIELD_EVERY = 500;

export function isPowCaptcha(type: CaptchaType): boolean {
  return POW_TYPES.includes(type);
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** ALTCHA's SHA key derivation: hash(salt ‖ nonce ‖ counter as big-endian uint32), repeated `cost` times. */
async function deriveKey(salt: Uint8Array, password: Uint8Array, cost: number, keyLength: number) {
  const data = new Uint8Array(salt.length + password.length);
  data.set(salt, 0);
  data.set(password, salt.length);
  let key = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  for (let i = 1; i < Math.max(1, cost); i += 1) key = new Uint8Array(await crypto.subtle.digest('SHA-256', key));
  return key.subarray(0, keyLength);
}

/** Finds the counter of a SHA-256 challenge; null when none is found below the limit or the call is aborted. */
export async function solvePow(challenge: PowChallenge, signal?: AbortSignal): Promise<PowSolution | null> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  if (algorithm !== 'SHA-256') throw new Error(`Unsupported captcha algorithm ${algorithm}`);
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes, 0);
  const view = new DataView(password.buffer);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= MAX_COUNTER; counter += 1) {
    if (counter % YIELD_EVERY === 0) {
      if (signal?.aborted) return null;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    view.setUint32(nonceBytes.length, counter, false);
    const key = bytesToHex(await deriveKey(saltBytes, password, cost, keyLength));
    if (key.startsWith(prefix)) return { counter, derivedKey: key };
  }
  return null;
}

/** The token the server takes (body `captcha` or header x-captcha-token): base64 of {challenge, solution}. */
export function captchaToken(challenge: PowChallenge, solution: PowSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** What a captcha is obtained with: the brand's captcha settings, the page language and the geo country. */
export interface CaptchaContext {
  captcha: CaptchaSettings;
  lang: string;
  countryId: number;
}

/** The provider of a hosted captcha type; undefined for ours and for "disabled". */
function hostedKind(type: CaptchaType): HostedCaptchaKind | undefined {
  if (type === 'hcaptcha') return 'hcaptcha';
  return type === 'grecaptcha' || type === 'google' ? 'grecaptcha' : undefined;
}

/**
 * A fresh captcha token for the brand's type (or `type` when given, e.g. the login's): solved
 * invisibly for our proof of work, from the provider's widget for hCaptcha and reCAPTCHA; undefined
 * when the captcha is off. Rejects with 'Dismissed captcha' when the visitor gives up.
 */
export async function obtainCaptchaToken(
  context: CaptchaContext,
  type: CaptchaType = context.captcha.type,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const kind = hostedKind(type);
  if (kind) {
    const siteKey = context.captcha.siteKeys[type] ?? context.captcha.siteKeys[kind];
    if (!siteKey) throw new CaptchaUnavailableError(kind);
    return obtainHostedToken({ kind, siteKey, lang: context.lang, countryId: context.countryId, signal });
  }
  if (!isPowCaptcha(type)) return undefined;
  const challenge = await http.requestOrThrow<CaptchaChallenge>({ url: CHALLENGE_URL, noCache: true, signal });
  const solution = await solvePow(challenge, signal);
  if (!solution) throw new CaptchaDismissedError();
  return captchaToken(challenge, solution);
}

/** The translation key of a captcha that could not be passed in the browser; undefined for other errors. */
export function captchaFailureKey(error: unknown): string | undefined {
  if (error instanceof CaptchaDismissedError) return 'captcha.dismissed';
  if (error instanceof CaptchaUnavailableError) return 'captcha.unavailable';
  return undefined;
}
