// Runtime check of SiteSettings for code that receives it over the wire (the web client) and for
// the sanitiser's property tests. Typed against SiteSettings, so the two cannot drift apart.
import { z } from 'zod';
import { INFORMATION_PAGES } from '../routing/pages';
import { CASINO_CATEGORIES } from './casino-sections';
import { AUTH_TYPES, CAPTCHA_TYPES, FONT_SIZES, REGISTRATION_TYPES, SOCIAL_NETWORKS, THEMES } from './defaults';
import { MENU_SECTIONS, VISIBILITY_BY_AUTH } from './menu-item';
import type { SiteSettings } from './site-settings';
import { SWITCH_DEFAULTS, type SwitchKey } from './switches';

const count = z.number().int().nonnegative();
const text = z.string();
const counts = z.array(count);
const texts = z.array(text);
const actionType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const hexColour = text.regex(/^#[0-9a-f]{3,8}$/);

function dict<T extends z.ZodType>(value: T) {
  return z.record(z.string(), value);
}

function switches<G extends keyof typeof SWITCH_DEFAULTS>(group: G): { [K in SwitchKey<G>]: z.ZodBoolean } {
  const keys = Object.keys(SWITCH_DEFAULTS[group]);
  return Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [K in SwitchKey<G>]: z.ZodBoolean };
}

const subItem = z.strictObject({ id: text, langKey: text, link: text, icon: text, actionType });

const menuItem = z.strictObject({
  id: text,
  section: z.enum(MENU_SECTIONS).nullable(),
  siteId: count,
  link: text,
  langKey: text,
  actionType,
  visibilityByAuth: z.enum(VISIBILITY_BY_AUTH),
  sign: text,
  icon: z.strictObject({ id: text, section: text, path: text }),
  providerType: text.min(1),
  apiKey: text,
  isOnErrorPage: z.boolean(),
  visible: z.boolean(),
  subItems: z.array(subItem),
});
const menu = z.array(menuItem);

const betting = z.strictObject({
  ...switches('betting'),
  coefficientFormatDefault: count,
  coefficientFormatByCountry: dict(count),
  coefficientFormatByLanguage: dict(count),
  hiddenBetStatuses: counts,
  asianViewCountries: counts,
  vipBetCountries: counts,
  twelveHourClockCountries: counts,
});

const registration = z.strictObject({
  ...switches('registration'),
  fast_reg_sort: texts,
  phone_reg_sort: texts,
  full_reg_sort: texts,
  soc_reg_sort: texts,
  short_reg_sort: texts,
  full_reg_v1_sort: texts,
  registrationTypes: z.array(z.enum(REGISTRATION_TYPES)).min(1),
  socialRegistrationTypes: z.array(
    z.strictObject({ type: z.enum(SOCIAL_NETWORKS), countryCodes: z.array(text.regex(/^[A-Z]{2}$/)) }),
  ),
  bannerDictionaryKey: text.min(1),
  remindPopup: z.strictObject({ enabled: z.boolean(), delaySeconds: count }),
  minAge: count,
  manualCountryCode: z.union([z.literal(''), text.regex(/^[A-Z]{2}$/)]),
  preselectedBonusByRoute: z.record(text.regex(/^\/[a-z0-9/-]{0,80}$/), text.regex(/^[A-Za-z0-9_-]{1,40}$/)),
});

const header = z.strictObject({
  ...switches('header'),
  maxVisibleNavItems: count,
  gamesPreviewCount: count,
  flagsInHeaderCountries: counts,
  menu,
  mobileMenu: menu,
});

const application = z.strictObject({
  ...switches('application'),
  languages: texts.min(1),
  defaultLanguage: text.min(2),
  languageOrder: texts,
  hiddenLanguagesForUnauthorized: texts,
  flagsByLanguage: dict(text),
  defaultCurrency: text.min(3),
  amountTemplate: text.includes('{value}'),
  statisticsWidgetOrigins: texts,
});

/** Checks a value is a complete SiteSettings: every group, every key, nothing extra. */
export const siteSettingsSchema: z.ZodType<SiteSettings> = z.strictObject({
  betting,
  coupon: z.strictObject({ ...switches('coupon'), couponHistoryDays: count }),
  registration,
  auth: z.strictObject({
    ...switches('auth'),
    authTypes: z.array(z.enum(AUTH_TYPES)).min(1),
    socialAuthTypes: z.array(z.enum(SOCIAL_NETWORKS)),
  }),
  office: z.strictObject(switches('office')),
  header,
  footer: z.strictObject({
    ...switches('footer'),
    menu,
    mobileMenu: menu,
    socialLinks: z.array(z.strictObject({ name: text, link: text })),
  }),
  promo: z.strictObject({ ...switches('promo'), showAllLink: text.min(1) }),
  support: z.strictObject({ ...switches('support'), startTime: text, endTime: text }),
  responsibleGambling: z.strictObject({
    ...switches('responsibleGambling'),
    ageRestrictionIcon: z.number().int().min(18).max(21),
  }),
  licence: z.strictObject({ ...switches('licence'), number: text, link: text, imageUrl: text }),
  thirdPartyCasino: z.strictObject({
    ...switches('thirdPartyCasino'),
    categories: z.array(z.enum(CASINO_CATEGORIES)).min(1),
    providers: z.array(text),
    hiddenGames: z.array(text),
  }),
  information: z.strictObject({
    ...switches('information'),
    tags: z.array(
      z.strictObject({ menuKey: text, tag: z.enum(INFORMATION_PAGES), icon: text, propLink: text, dictKey: text }),
    ),
    hiddenPages: z.array(z.enum(INFORMATION_PAGES)),
  }),
  customization: z.strictObject({
    ...switches('customization'),
    accentColor: hexColour,
    accentColorDark: hexColour,
    defaultTheme: z.enum(THEMES),
    defaultFontSize: z.enum(FONT_SIZES),
  }),
  captcha: z.strictObject({
    ...switches('captcha'),
    type: z.enum(CAPTCHA_TYPES),
    siteKeys: z.partialRecord(z.enum(CAPTCHA_TYPES), text),
  }),
  application,
  dictionary: z.strictObject({ ...switches('dictionary'), version: text, cacheTtlMs: count, mainCacheTtlMs: count }),
});
