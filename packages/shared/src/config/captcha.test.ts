import { describe, expect, it } from 'vitest';
import { loginCaptchaType } from './captcha';

describe('the login captcha', () => {
  it('falls back to the invisible proof of work when the brand switched captchas off', () => {
    expect(loginCaptchaType('disabled')).toBe('custom');
  });

  it.each(['custom', 'hcaptcha', 'grecaptcha', 'google', 'painPuzzle'] as const)('keeps the brand’s %s', (type) => {
    expect(loginCaptchaType(type)).toBe(type);
  });
});
