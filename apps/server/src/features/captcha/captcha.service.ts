import type { CaptchaSettings } from '@fairline/shared/config';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { captchaKind } from './captcha-kind';
import { createPow, type PowOptions } from './pow';
import {
  type FetchLike,
  type HostedCaptchaKind,
  SITEVERIFY_URLS,
  SiteverifyUnavailable,
  siteverify,
} from './siteverify';

export interface CaptchaDeps {
  database: Database;
  /** Difficulty, lifetime and HMAC key of the self-hosted proof of work. */
  pow?: PowOptions;
  /** Secret keys of the hosted captchas, from the server environment (never from the site config). */
  secrets?: { hcaptcha?: string | undefined; grecaptcha?: string | undefined };
  /** The providers' siteverify endpoints, when not the public ones (a stub in tests). */
  verifyUrls?: Partial<Record<HostedCaptchaKind, string>>;
  /** The HTTP client used for siteverify calls; the global fetch unless given. */
  fetch?: FetchLike;
}

export type CaptchaCheck = 'ok' | 'missing' | 'invalid';

/** The message key of a missing or failed captcha, under the `captcha` field. */
export const CAPTCHA_REQUIRED = 'captcha_required';

const TOKEN_HEADER = 'x-captcha-token';

/** Captcha checking for the brand's configured type: our proof of work, hCaptcha, reCAPTCHA, or none. */
export function createCaptcha(deps: CaptchaDeps) {
  const pow = createPow(deps.database, deps.pow);
  const fetchFn: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));

  async function check(settings: CaptchaSettings, token: string | undefined, ip?: string): Promise<CaptchaCheck> {
    const kind = captchaKind(settings.type);
    if (kind === 'none') return 'ok';
    if (!token) return 'missing';
    if (kind === 'pow') return (await pow.verify(token)) ? 'ok' : 'invalid';
    const secret = deps.secrets?.[kind];
    if (!secret) throw new AppError('UNAVAILABLE', 'Captcha is not configured');
    try {
      const siteKey = settings.siteKeys[settings.type];
      const url = deps.verifyUrls?.[kind] ?? SITEVERIFY_URLS[kind];
      const ok = await siteverify(fetchFn, kind, { secret, token, ip, siteKey }, url);
      return ok ? 'ok' : 'invalid';
    } catch (err) {
      if (err instanceof SiteverifyUnavailable)
        throw new AppError('UNAVAILABLE', 'Captcha service is unavailable, try again');
      throw err;
    }
  }

  return {
    /** A new proof-of-work challenge for the widget. */
    challenge: () => pow.challenge(),
    check,
    /**
     * Passes when the request carries a valid, unused captcha token (body `captcha`, else header
     * `x-captcha-token`) for the site's captcha type; otherwise a 400 naming the captcha field.
     */
    async requireCaptcha(req: FastifyRequest, settings: CaptchaSettings, bodyToken?: string): Promise<void> {
      const header = req.headers[TOKEN_HEADER];
      const token = bodyToken ?? (typeof header === 'string' ? header : undefined);
      const result = await check(settings, token, req.ip);
      if (result === 'ok') return;
      const message = result === 'missing' ? 'Captcha is required' : 'Captcha is invalid or already used';
      throw new AppError('VALIDATION', message, {
        validationErrors: { captcha: CAPTCHA_REQUIRED },
        errorCode: CAPTCHA_REQUIRED,
      });
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptcha>;

// Which check a brand's captcha type means; registration describes its captcha field with it.
export { captchaKind };
