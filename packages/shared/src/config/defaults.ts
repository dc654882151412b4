// Defaults and allowed values of the non-switch settings. Numbers the spec names are quoted
// from it; the rest are our choices where the spec is silent.

/** Defaults the sanitiser falls back to. */
export const CONFIG_DEFAULTS = {
  minAge: 0,
  couponHistoryDays: 7,
  coefficientFormatDefault: 0,
  maxVisibleNavItems: 9,
  gamesPreviewCount: 6,
  amountTemplate: '{value} {currency}',
  bannerDictionaryKey: 'reg_banner_text',
  remindPopupDelaySeconds: 30,
  promoShowAllLink: '/promo',
  defaultLanguage: 'ru',
  languages: ['ru', 'en'],
  defaultCurrency: 'EUR',
  accentColor: '#1f6feb',
  defaultTheme: 'light',
  defaultFontSize: 'm',
  supportStartTime: '00:00',
  supportEndTime: '24:00',
  ageRestrictionIcon: 18,
  captchaType: 'custom',
  dictionaryCacheTtlMs: 900_000,
  mainDictionaryCacheTtlMs: 86_400_000,
  providerType: 'default',
} as const;

/** Registration types (tabs); the spec's four tabs plus the short and full v1 variants. */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Tabs offered when the config names none: the spec's four main tabs. */
export const DEFAULT_REGISTRATION_TYPES: readonly RegistrationType[] = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'];

/** Login identifiers offered as auth types. */
export const AUTH_TYPES = ['email', 'phone_number', 'sms', 'id'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** Auth types offered when the config names none. */
export const DEFAULT_AUTH_TYPES: readonly AuthType[] = ['email', 'phone_number', 'id'];

/** Social networks the spec names for registration and login. */
export const SOCIAL_NETWORKS = [
  'vk',
  'ok',
  'yandex',
  'mailru',
  'telegram',
  'google',
  'fb',
  'kakaotalk',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'twitter',
  'apple',
  'mail',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Captcha types the configuration may choose. */
export const CAPTCHA_TYPES = [
  'custom',
  'disabled',
  'google',
  'grecaptcha',
  'hcaptcha',
  'huntCaptcha',
  'painPuzzle',
] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** Font sizes, smallest first. */
export const FONT_SIZES = ['xxxxs', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Colour themes; light is the default. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
