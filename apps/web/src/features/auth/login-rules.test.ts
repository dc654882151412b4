import { sanitizeSiteConfig } from '@fairline/shared/config';
import { describe, expect, it } from 'vitest';
import { activationArgsOf } from './activation-link';
import { AUTO_LOGOFF_MS, isIdleTooLong } from './auto-logoff';
import { initialLoginTab, loginSocialProviders, loginTabs, orderSocialProviders, socialLoginHref } from './login-tabs';
import { socialReturnArgs } from './social-return';

describe('login tabs', () => {
  it('follows the configured auth types, one tab each, SMS as a code login', () => {
    expect(loginTabs(['sms', 'email', 'email', 'id']).map((t) => [t.id, t.mode])).toEqual([
      ['sms', 'sms'],
      ['email', 'password'],
      ['id', 'password'],
    ]);
  });

  it('opens on the account ID tab where one-click registration is on, else on the first tab', () => {
    const tabs = loginTabs(['email', 'phone_number', 'id']);
    expect(initialLoginTab(tabs, ['fast_reg', 'full_reg'], null)).toBe('id');
    expect(initialLoginTab(tabs, ['full_reg', 'phone_reg'], null)).toBe('email');
    expect(initialLoginTab(loginTabs(['email']), ['fast_reg'], null)).toBe('email');
  });

  it('opens on the tab last used while the brand still offers it', () => {
    const tabs = loginTabs(['email', 'phone_number', 'id']);
    expect(initialLoginTab(tabs, ['fast_reg'], 'phone_number')).toBe('phone_number');
    expect(initialLoginTab(tabs, ['fast_reg'], 'sms')).toBe('id');
  });

  it('puts google first among social providers', () => {
    expect(orderSocialProviders(['vk', 'google', 'vk', 'telegram'])).toEqual(['google', 'vk', 'telegram']);
  });

  it('offers the auth networks plus the registration networks of the visitor country', () => {
    const settings = sanitizeSiteConfig({
      auth: { socialAuthTypes: ['vk'] },
      registration: {
        socialRegistrationTypes: [
          { type: 'google', countryCodes: [] },
          { type: 'telegram', countryCodes: ['RU'] },
        ],
      },
    });
    expect(loginSocialProviders(settings, 'kz')).toEqual(['google', 'vk']);
  });

  it('starts a social login at the server with the page to come back to', () => {
    expect(socialLoginHref('google', '/ru/line?x=1', 'ru')).toBe(
      '/web-api/socauth/auth?provider=google&return_url=%2Fru%2Fline%3Fx%3D1&lang=ru',
    );
  });
});

describe('auto-logoff', () => {
  it.each([
    [0, false],
    [AUTO_LOGOFF_MS - 1, false],
    [AUTO_LOGOFF_MS, true],
  ])('after %i ms idle logs out: %s', (idle, expected) => {
    expect(isIdleTooLong(1_000, 1_000 + idle)).toBe(expected);
  });
});

describe('returning to the site', () => {
  it.each([
    ['#socauth_twofactor=abc', { twoFactor: { authId: 'abc', via: 'social' } }],
    ['#socauth_error=access_denied', { notice: 'auth.social.error.access_denied' }],
    ['#socauth_error=weird', { notice: 'auth.social.error.generic' }],
    ['#top', null],
  ])('fragment %s opens the login modal with %j', (hash, expected) => {
    expect(socialReturnArgs(hash)).toEqual(expected);
  });

  it('reads the e-mail activation link', () => {
    expect(activationArgsOf('?modal=activate-email&user_id=1000005&code=123456')).toEqual({
      code: '123456',
      userId: 1000005,
    });
    expect(activationArgsOf('?modal=other&code=1')).toBeNull();
  });
});
