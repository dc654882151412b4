import type { Flag, ListOf, NumberLike, RawSwitches } from './raw-values';

/** Raw `betting` group. */
export type RawBettingConfig = RawSwitches<'betting'> & {
  /** Odds display format used when nothing more specific applies; not numeric → 0. */
  coefficientFormatDefault?: NumberLike;
  /** Odds format by country id (`{ "1": 0, "44": 1 }`). */
  coefficientFormatByCountry?: Record<string, NumberLike>;
  /** Odds format by language code (`{ "en": 1 }`). */
  coefficientFormatByLanguage?: Record<string, NumberLike>;
  /** Bet status codes (BET_STATUS_CODES) the bets history leaves out; entries become numbers. */
  hiddenBetStatuses?: ListOf<NumberLike>;
  /** Country ids with the Asian view. */
  asianViewCountries?: ListOf<NumberLike>;
  /** Country ids with VIP bets. */
  vipBetCountries?: ListOf<NumberLike>;
  /** Country ids whose visitors see times on a 12-hour clock (others: 24-hour). */
  twelveHourClockCountries?: ListOf<NumberLike>;
};

/** Raw `coupon` group. */
export type RawCouponConfig = RawSwitches<'coupon'> & {
  /** Days of coupon history; not a count → 7. */
  couponHistoryDays?: NumberLike;
};

/** Raw `registration` group. Field order lists keep the spec's names. */
export type RawRegistrationConfig = RawSwitches<'registration'> & {
  fast_reg_sort?: ListOf<string>;
  phone_reg_sort?: ListOf<string>;
  full_reg_sort?: ListOf<string>;
  soc_reg_sort?: ListOf<string>;
  short_reg_sort?: ListOf<string>;
  full_reg_v1_sort?: ListOf<string>;
  /** Registration tabs in order; the first is the default tab. */
  registrationTypes?: ListOf<string>;
  /** Social networks offered for registration, each with the country codes it is offered in (upper-cased). */
  socialRegistrationTypes?: readonly { type?: string; countryCodes?: ListOf<string> }[];
  /** Dictionary key of the registration banner; default 'reg_banner_text'. */
  bannerDictionaryKey?: string;
  /** The popup inviting a guest to register, shown once after `delaySeconds` on the site (default 30). */
  remindPopup?: { enabled?: Flag; delaySeconds?: NumberLike };
  /** Minimum age; not numeric → 0. */
  minAge?: NumberLike;
  /** ISO country code whose phone code the phone-code list offers first (after the visitor's own). */
  manualCountryCode?: string;
  /**
   * The welcome bonus preselected when registration opens on a page: site path (without the language,
   * a prefix: '/casino' covers '/casino/…') → bonus code ('WELCOME_CASINO') or kind id; the longest
   * matching path wins, and a promo link's `bonus` query wins over all.
   */
  preselectedBonusByRoute?: Record<string, string | number>;
};

/** Raw `auth` group. */
export type RawAuthConfig = RawSwitches<'auth'> & {
  /** Login form tabs (email, phone_number, sms, id). */
  authTypes?: ListOf<string>;
  /** Social networks offered for login. */
  socialAuthTypes?: ListOf<string>;
};

/** The betting-side raw groups. */
export type RawBettingGroups = {
  betting: RawBettingConfig;
  coupon: RawCouponConfig;
  registration: RawRegistrationConfig;
  auth: RawAuthConfig;
};
