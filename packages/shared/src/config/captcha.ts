import type { CaptchaType } from './defaults';

/** error_code (and `captcha` field message) of a call refused for a missing or failed captcha. */
export const CAPTCHA_REQUIRED = 'captcha_required';

/**
 * The captcha a login asks for once it has failed too often: the brand's own, or the invisible
 * proof of work when the brand switched captchas off, so a sign-in is never left unguarded.
 */
export function loginCaptchaType(type: CaptchaType): CaptchaType {
  return type === 'disabled' ? 'custom' : type;
}
