import type { Flag, ListOf, NumberLike, RawSwitches } from './raw-values';

/** Raw `betting` group. */
export type RawBettingConfig = RawSwitches<'betting'> & {
  /** Odds display format used when nothing more specific applies; not numeric → 0. */
  coefficientFormatDefault?: NumberLike;
  /** Odds format by country id (`{ "1": 0, "44": 1 }`). */
  coefficientFormatByCountry?: Record<string, NumberLike>;
  /** Odds format by language code (`{ "en": 1 }`). */
  coefficientFormatByLanguage?: Record<string, NumberLike>;
  /** Bet statuses hidden from history; entries become numbers. */
  hiddenBetStatuses?: ListOf<NumberLike>;
  /** Country ids where betpoints apply; entries become numbers. */
  betpointsCountries?: ListOf<NumberLike>;
  /** Games on a dashboard; default 20. */
  dashboardGamesLimit?: NumberLike;
  /** Media player mode; default 3. */
  mediaPlayerMode?: NumberLike;
  /** Amount above which the over-amount information text shows; default 4000000. */
  overAmountInfoText?: NumberLike;
  /** The highlighted global event; each number defaults to 0. */
  globalEvent?: { id?: NumberLike; champId?: NumberLike; firstGameStart?: NumberLike; name?: string };
  /** Country ids with the Asian view. */
  asianViewCountries?: ListOf<NumberLike>;
  /** Country ids with VIP bets. */
  vipBetCountries?: ListOf<NumberLike>;
  /** Country ids using the 12-hour clock. */
  twelveHourClockCountries?: ListOf<NumberLike>;
  /** Country ids showing cricket in top games. */
  cricketInTopGamesCountries?: ListOf<NumberLike>;
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
  /** Translation key of the currency field tooltip. */
  currencyTooltip?: string;
  /** Dictionary key of the registration banner; default 'reg_banner_text'. */
  bannerDictionaryKey?: string;
  /** How the first-deposit bonus is chosen (e.g. 'select', 'radio'). */
  firstDepositBonusSelectionType?: string;
  /** Bonus id preselected per route name. */
  preselectedBonusByRoute?: Record<string, NumberLike>;
  /** The popup reminding guests to finish registering. */
  remindPopup?: { enabled?: Flag; delaySeconds?: NumberLike };
  /** Minimum age; not numeric → 0. */
  minAge?: NumberLike;
  /** Country code to add as a manual phone-code option. */
  manualCountryCode?: string;
  /** Example phone numbers per ISO country code (`{ "RU": ["9123456789"] }`). */
  phoneExamples?: Record<string, ListOf<string>>;
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
