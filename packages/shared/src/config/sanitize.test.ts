import { describe, expect, it } from 'vitest';
import type { RawSiteConfig, SiteConfigInput } from './raw-config';
import { sanitizeSiteConfig } from './sanitize';
import { SWITCH_DEFAULTS } from './switches';

const defaults = sanitizeSiteConfig({});

function at(settings: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], settings);
}

// Typed input proves the documented keys still fit the loose RawSiteConfig the database holds.
function sanitize(config: SiteConfigInput) {
  const raw: RawSiteConfig = config;
  return sanitizeSiteConfig(raw);
}

describe('sanitizeSiteConfig: absent config', () => {
  it.each([null, undefined])("throws 'config is absent' for %j", (raw) => {
    expect(() => sanitizeSiteConfig(raw)).toThrow('config is absent');
  });

  it.each([[], 'config', 0, false, { betting: 'x' }])('falls back to every default for junk %j', (raw) => {
    expect(sanitizeSiteConfig(raw)).toEqual(defaults);
  });
});

describe('sanitizeSiteConfig: defaults the spec names', () => {
  it.each([
    ['registration.fast_reg_sort', []],
    ['registration.phone_reg_sort', []],
    ['registration.full_reg_sort', []],
    ['registration.soc_reg_sort', []],
    ['registration.short_reg_sort', []],
    ['registration.full_reg_v1_sort', []],
    ['registration.bannerDictionaryKey', 'reg_banner_text'],
    ['registration.minAge', 0],
    ['registration.remindPopup', { enabled: false, delaySeconds: 30 }],
    ['registration.manualCountryCode', ''],
    ['header.maxVisibleNavItems', 9],
    ['application.amountTemplate', '{value} {currency}'],
    ['betting.coefficientFormatDefault', 0],
    ['betting.hiddenBetStatuses', []],
    ['betting.twelveHourClockCountries', []],
    ['information.tags', []],
    ['information.hiddenPages', []],
    ['support.startTime', '00:00'],
    ['support.endTime', '24:00'],
    ['responsibleGambling.ageRestrictionIcon', 18],
    ['customization.defaultTheme', 'light'],
    ['customization.defaultFontSize', 'm'],
    ['coupon.couponHistoryDays', 7],
    ['application.defaultLanguage', 'ru'],
    ['dictionary.cacheTtlMs', 900_000],
    ['dictionary.mainCacheTtlMs', 86_400_000],
  ])('%s defaults to %j', (path, expected) => {
    expect(at(defaults, path)).toEqual(expected);
  });
});

const SPEC_TRUE_SWITCHES = [
  ['bonus in header', 'header.isBonusShown'],
  ['deposit info in about', 'information.isDepositInfoInAboutShown'],
  ['registration allowed', 'registration.isRegistrationAllowed'],
  ['auth form nav', 'auth.isFormNavShown'],
  ['office left sidebar', 'office.isLeftSidebarShown'],
  ['full-version link', 'footer.isFullVersionLinkShown'],
  ['login button', 'header.isLoginButtonShown'],
  ['live dashboard first', 'betting.isLiveDashboardFirst'],
  ['insights', 'betting.isInsightsEnabled'],
  ['game notify settings', 'betting.isGameNotifySettingsEnabled'],
  ['part sale', 'coupon.isPartSaleEnabled'],
  ['footer socials', 'footer.isSocialsShown'],
  ['unplaced bets', 'office.isUnplacedBetsShown'],
] as const;

describe('sanitizeSiteConfig: switches', () => {
  it.each(SPEC_TRUE_SWITCHES)('%s (%s) defaults to on', (_name, path) => {
    expect(at(defaults, path)).toBe(true);
  });

  const allSwitches = Object.entries(SWITCH_DEFAULTS).flatMap(([group, keys]) =>
    Object.keys(keys).map((key) => `${group}.${key}`),
  );
  const truePaths: readonly string[] = SPEC_TRUE_SWITCHES.map(([, path]) => path);

  it.each(allSwitches.filter((path) => !truePaths.includes(path)))('%s defaults to off', (path) => {
    expect(at(defaults, path)).toBe(false);
  });

  it('has exactly the spec’s switches defaulting to on', () => {
    expect(allSwitches.filter((path) => at(defaults, path) === true).sort()).toEqual([...truePaths].sort());
  });

  it.each([
    [true, true],
    [1, true],
    ['true', true],
    ['1', true],
    [false, false],
    [0, false],
    ['false', false],
    ['0', false],
  ] as const)('reads the raw switch value %j as %j', (value, expected) => {
    const settings = sanitize({ header: { isBonusShown: value, isLoginButtonShown: value } });
    expect(settings.header.isBonusShown).toBe(expected);
    expect(settings.header.isLoginButtonShown).toBe(expected);
  });

  it('turns a default-on switch off for an unrecognised value rather than guessing', () => {
    expect(sanitizeSiteConfig({ office: { isLeftSidebarShown: 'yes' } }).office.isLeftSidebarShown).toBe(false);
  });
});

describe('sanitizeSiteConfig: fallbacks of section 5', () => {
  it.each([
    ['18', 18],
    [21, 21],
    ['adult', 0],
    [null, 0],
    [[18], 0],
  ])('minimum age %j becomes %j', (minAge, expected) => {
    expect(sanitizeSiteConfig({ registration: { minAge } }).registration.minAge).toBe(expected);
  });

  it.each([
    ['30', 30],
    [3, 3],
    ['week', 7],
    [-1, 7],
    [{}, 7],
  ])('coupon history days %j becomes %j', (couponHistoryDays, expected) => {
    expect(sanitizeSiteConfig({ coupon: { couponHistoryDays } }).coupon.couponHistoryDays).toBe(expected);
  });

  it.each([
    ['2', 2],
    [1, 1],
    ['decimal', 0],
    [true, 0],
  ])('default coefficient format %j becomes %j', (coefficientFormatDefault, expected) => {
    expect(sanitizeSiteConfig({ betting: { coefficientFormatDefault } }).betting.coefficientFormatDefault).toBe(
      expected,
    );
  });

  it('upper-cases social registration country codes and drops unknown networks', () => {
    const settings = sanitize({
      registration: {
        socialRegistrationTypes: [
          { type: 'google', countryCodes: ['ru', 'Kz', 'xyz'] },
          { type: 'myspace', countryCodes: ['ru'] },
        ],
      },
    });
    expect(settings.registration.socialRegistrationTypes).toEqual([{ type: 'google', countryCodes: ['RU', 'KZ'] }]);
  });

  it('turns hidden bet statuses and 12-hour clock countries into numbers', () => {
    const settings = sanitize({ betting: { hiddenBetStatuses: ['1', 3, 'x'], twelveHourClockCountries: '1, 22' } });
    expect(settings.betting.hiddenBetStatuses).toEqual([1, 3]);
    expect(settings.betting.twelveHourClockCountries).toEqual([1, 22]);
  });

  it.each([
    ['{currency} {value}', '{currency} {value}'],
    ['{currency}{value}', '{currency}{value}'],
    [' {value} ', '{value}'],
    [['{value}', '{currency}'], '{value} {currency}'],
    [undefined, '{value} {currency}'],
    ['', '{value} {currency}'],
    // A pattern that would hide or repeat the amount, or repeat the symbol, is refused.
    ['{currency}', '{value} {currency}'],
    ['{value} {value}', '{value} {currency}'],
    ['{value} {currency}{currency}', '{value} {currency}'],
    ['{value}\u0000', '{value} {currency}'],
    [`{value} ${'x'.repeat(40)}`, '{value} {currency}'],
  ])('amount template %j becomes %j', (amountTemplate, expected) => {
    expect(sanitizeSiteConfig({ application: { amountTemplate } }).application.amountTemplate).toBe(expected);
  });

  it.each([
    ['kz', 'KZ'],
    [' de ', 'DE'],
    ['kaz', ''],
    ['k1', ''],
    [7, ''],
  ])('manual country code %j becomes %j (an ISO alpha-2 code, upper-cased)', (manualCountryCode, expected) => {
    const settings = sanitizeSiteConfig({ registration: { manualCountryCode } });
    expect(settings.registration.manualCountryCode).toBe(expected);
  });

  it('keeps the preselected bonus by route as lower-case paths to codes or kind ids, dropping malformed entries', () => {
    const settings = sanitizeSiteConfig({
      registration: {
        preselectedBonusByRoute: {
          '/Casino/': 'WELCOME_CASINO',
          '/': 0,
          casino: 'X',
          '/line': 'no spaces allowed',
          '/live': { code: 'X' },
          '/promo/welcome-sport': 'WELCOME_SPORT',
        },
      },
    });
    expect(settings.registration.preselectedBonusByRoute).toEqual({
      '/casino': 'WELCOME_CASINO',
      '/': '0',
      '/promo/welcome-sport': 'WELCOME_SPORT',
    });
    expect(sanitizeSiteConfig({ registration: { preselectedBonusByRoute: ['/casino'] } }).registration).toMatchObject({
      preselectedBonusByRoute: {},
    });
  });

  it.each([
    [
      { enabled: 1, delaySeconds: '45' },
      { enabled: true, delaySeconds: 45 },
    ],
    [{ enabled: 'true' }, { enabled: true, delaySeconds: 30 }],
    [
      { enabled: 'yes', delaySeconds: -5 },
      { enabled: false, delaySeconds: 30 },
    ],
    ['on', { enabled: false, delaySeconds: 30 }],
  ])('remind popup %j becomes %j', (remindPopup, expected) => {
    expect(sanitizeSiteConfig({ registration: { remindPopup } }).registration.remindPopup).toEqual(expected);
  });
});

describe('sanitizeSiteConfig: other settings', () => {
  it('keeps the default language among the offered languages', () => {
    const settings = sanitize({ application: { languages: ['EN', 'de', 'bogus!'], defaultLanguage: 'ru' } });
    expect(settings.application.languages).toEqual(['ru', 'en', 'de']);
  });

  it('keys coefficient formats by country id and language, dropping junk keys', () => {
    const raw = JSON.parse(
      '{"betting":{"coefficientFormatByCountry":{"1":"2","x":1,"__proto__":3},"coefficientFormatByLanguage":{"EN":1,"de":"x"}}}',
    );
    const settings = sanitizeSiteConfig(raw);
    expect(settings.betting.coefficientFormatByCountry).toEqual({ 1: 2 });
    expect(settings.betting.coefficientFormatByLanguage).toEqual({ en: 1 });
  });

  it('refuses a non-hex accent colour and lets the dark accent follow the light one', () => {
    expect(sanitize({ customization: { accentColor: 'red;}' } }).customization.accentColor).toBe('#1f6feb');
    const settings = sanitize({ customization: { accentColor: '#FF0000' } });
    expect(settings.customization).toMatchObject({ accentColor: '#ff0000', accentColorDark: '#ff0000' });
  });

  it('falls back to the self-hosted captcha for an unknown type and keeps only known site keys', () => {
    const settings = sanitize({ captcha: { type: 'nope', siteKeys: { hcaptcha: 'abc-1', other: 'x' } } });
    expect(settings.captcha).toEqual({ type: 'custom', siteKeys: { hcaptcha: 'abc-1' } });
  });

  it('offers the four main registration tabs when none are configured', () => {
    expect(defaults.registration.registrationTypes).toEqual(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
    expect(
      sanitize({ registration: { registrationTypes: 'phone_reg,soc_reg' } }).registration.registrationTypes,
    ).toEqual(['phone_reg', 'soc_reg']);
  });

  it('keeps information tags only when the tag names a known page, with safe links and keys', () => {
    const settings = sanitize({
      information: {
        tags: [
          { tag: 'RULES', menu_key: 'info.group.betting', dict_key: 'info.rules', icon: '/img/rules.svg' },
          { tag: 'payment', prop_link: 'javascript:alert(1)', dict_key: 'bad key!' },
          { tag: 'wp-admin', menu_key: 'x' },
          { menu_key: 'no tag' },
        ],
      },
    });
    expect(settings.information.tags).toEqual([
      { tag: 'rules', menuKey: 'info.group.betting', dictKey: 'info.rules', icon: '/img/rules.svg', propLink: '' },
      { tag: 'payment', menuKey: '', dictKey: '', icon: '', propLink: '' },
    ]);
  });

  it('keeps hidden information pages only when they name a known page', () => {
    expect(
      sanitize({ information: { hiddenPages: ['taxes', 'MAINRULES', 'wp-admin'] } }).information.hiddenPages,
    ).toEqual(['taxes', 'mainRules']);
  });

  it('sanitises the four menus into menu items', () => {
    const settings = sanitizeSiteConfig({
      header: { menu: [{ id: 'line', link: '/line' }], mobileMenu: [{ id: 'live' }] },
      footer: { menu: [{ id: 'rules' }], mobileMenu: [{ id: 'coupon' }, 'junk'] },
    });
    expect(settings.header.menu.map((item) => item.id)).toEqual(['line']);
    expect(settings.header.mobileMenu.map((item) => item.id)).toEqual(['live']);
    expect(settings.footer.menu.map((item) => item.id)).toEqual(['rules']);
    expect(settings.footer.mobileMenu.map((item) => item.id)).toEqual(['coupon']);
  });
});
