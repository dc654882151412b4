import { toCountryCode, toCountryIdKey, toKey, toLanguageCode } from './codes';
import { type Bag, isBag, isOn, matchOne, own, toCount, toNumberList, toRecord, toText, toTextList } from './coerce';
import {
  AUTH_TYPES,
  CONFIG_DEFAULTS,
  DEFAULT_AUTH_TYPES,
  DEFAULT_REGISTRATION_TYPES,
  REGISTRATION_TYPES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './defaults';
import { readGroup } from './group-reader';
import { sanitizeSwitches } from './sanitize-flags';
import type {
  AuthSettings,
  BettingSettings,
  CouponSettings,
  RegistrationSettings,
  SocialRegistrationType,
} from './site-settings';

const D = CONFIG_DEFAULTS;

function toFormat(item: unknown): number | undefined {
  const format = toCount(item, -1);
  return format === -1 ? undefined : format;
}

/** Sanitises the `betting` group. */
export function sanitizeBetting(raw: Bag): BettingSettings {
  const read = readGroup(raw, 'betting');
  return {
    ...sanitizeSwitches(read, 'betting'),
    coefficientFormatDefault: toCount(read('coefficientFormatDefault'), D.coefficientFormatDefault),
    coefficientFormatByCountry: toRecord(read('coefficientFormatByCountry'), toCountryIdKey, toFormat),
    coefficientFormatByLanguage: toRecord(read('coefficientFormatByLanguage'), toLanguageCode, toFormat),
    hiddenBetStatuses: toNumberList(read('hiddenBetStatuses')),
    asianViewCountries: toNumberList(read('asianViewCountries')),
    vipBetCountries: toNumberList(read('vipBetCountries')),
    twelveHourClockCountries: toNumberList(read('twelveHourClockCountries')),
  };
}

/** Sanitises the `coupon` group. */
export function sanitizeCoupon(raw: Bag): CouponSettings {
  const read = readGroup(raw, 'coupon');
  return {
    ...sanitizeSwitches(read, 'coupon'),
    couponHistoryDays: toCount(read('couponHistoryDays'), D.couponHistoryDays),
  };
}

function toSocialRegistrationTypes(value: unknown): SocialRegistrationType[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const type = isBag(entry) ? matchOne(SOCIAL_NETWORKS)(toText(own(entry, 'type'), '')) : null;
    if (!isBag(entry) || type === null) return [];
    return [{ type, countryCodes: toTextList(own(entry, 'countryCodes'), toCountryCode) }];
  });
}

function toRemindPopup(value: unknown): RegistrationSettings['remindPopup'] {
  const popup: Bag = isBag(value) ? value : {};
  return {
    enabled: isOn(own(popup, 'enabled')),
    delaySeconds: toCount(own(popup, 'delaySeconds'), D.remindPopupDelaySeconds),
  };
}

const BONUS_ROUTE = /^\/[a-z0-9/-]{0,80}$/;
const BONUS_REF = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The preselected welcome bonus by page: paths in lower case without a trailing slash ('/' stays),
 * each naming a bonus code or kind id; malformed entries are dropped, at most 50 kept.
 */
function toBonusByRoute(value: unknown): Record<string, string> {
  if (!isBag(value)) return {};
  const entries = Object.entries(value).flatMap(([path, ref]) => {
    const key = path
      .trim()
      .toLowerCase()
      .replace(/(.)\/+$/, '$1');
    const bonus =
      typeof ref === 'number' && Number.isInteger(ref) ? String(ref) : typeof ref === 'string' ? ref.trim() : '';
    return BONUS_ROUTE.test(key) && BONUS_REF.test(bonus) ? [[key, bonus] as const] : [];
  });
  return Object.fromEntries(entries.slice(0, 50));
}

/** Sanitises the `registration` group. */
export function sanitizeRegistration(raw: Bag): RegistrationSettings {
  const read = readGroup(raw, 'registration');
  const types = toTextList(read('registrationTypes'), matchOne(REGISTRATION_TYPES));
  const manualCountryCode = read('manualCountryCode');
  return {
    ...sanitizeSwitches(read, 'registration'),
    fast_reg_sort: toTextList(read('fast_reg_sort'), toKey),
    phone_reg_sort: toTextList(read('phone_reg_sort'), toKey),
    full_reg_sort: toTextList(read('full_reg_sort'), toKey),
    soc_reg_sort: toTextList(read('soc_reg_sort'), toKey),
    short_reg_sort: toTextList(read('short_reg_sort'), toKey),
    full_reg_v1_sort: toTextList(read('full_reg_v1_sort'), toKey),
    registrationTypes: types.length > 0 ? types : [...DEFAULT_REGISTRATION_TYPES],
    socialRegistrationTypes: toSocialRegistrationTypes(read('socialRegistrationTypes')),
    bannerDictionaryKey: toKey(toText(read('bannerDictionaryKey'), '')) ?? D.bannerDictionaryKey,
    remindPopup: toRemindPopup(read('remindPopup')),
    minAge: toCount(read('minAge'), D.minAge),
    // A code the phone-code list does not have changes nothing there; the country table stays out of
    // the sanitiser, which the web's first page loads.
    manualCountryCode: typeof manualCountryCode === 'string' ? (toCountryCode(manualCountryCode) ?? '') : '',
    preselectedBonusByRoute: toBonusByRoute(read('preselectedBonusByRoute')),
  };
}

/** Sanitises the `auth` group. */
export function sanitizeAuth(raw: Bag): AuthSettings {
  const read = readGroup(raw, 'auth');
  const authTypes = toTextList(read('authTypes'), matchOne(AUTH_TYPES));
  return {
    ...sanitizeSwitches(read, 'auth'),
    authTypes: authTypes.length > 0 ? authTypes : [...DEFAULT_AUTH_TYPES],
    socialAuthTypes: toTextList(read('socialAuthTypes'), matchOne<SocialNetwork>(SOCIAL_NETWORKS)),
  };
}
