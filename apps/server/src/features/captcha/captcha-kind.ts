import type { CaptchaType } from '@fairline/shared/config';

/** How a configured captcha type is checked: our proof of work, a provider's siteverify, or not at all. */
export type CaptchaKind = 'pow' | 'hcaptcha' | 'grecaptcha' | 'none';

const KIND_BY_TYPE: Readonly<Record<CaptchaType, CaptchaKind>> = {
  custom: 'pow',
  painPuzzle: 'pow',
  huntCaptcha: 'pow',
  hcaptcha: 'hcaptcha',
  grecaptcha: 'grecaptcha',
  google: 'grecaptcha',
  disabled: 'none',
};

/** The checking method of a configured captcha type. */
export function captchaKind(type: CaptchaType): CaptchaKind {
  return KIND_BY_TYPE[type];
}
