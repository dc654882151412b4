import { CAPTCHA_TYPES } from '@fairline/shared/config';
import { describe, expect, it } from 'vitest';
import { captchaKind } from './captcha-kind';

describe('captcha kinds', () => {
  it.each([
    ['custom', 'pow'],
    ['painPuzzle', 'pow'],
    ['huntCaptcha', 'pow'],
    ['hcaptcha', 'hcaptcha'],
    ['grecaptcha', 'grecaptcha'],
    ['google', 'grecaptcha'],
    ['disabled', 'none'],
  ] as const)('checks %s as %s', (type, kind) => {
    expect(captchaKind(type)).toBe(kind);
  });

  it('covers every configurable type', () => {
    for (const type of CAPTCHA_TYPES) expect(captchaKind(type)).toBeDefined();
  });
});
