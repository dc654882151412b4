// Every on/off switch of the configuration with its default. The spec names the switches that
// default to true; every other switch defaults to false. Keys are the same in the raw groups and
// in SiteSettings, so the table is also the documentation of the raw switch keys.

/** Default of every switch, per configuration group. */
export const SWITCH_DEFAULTS = {
  betting: {
    /** Default event decoration (spec: defaults true). */
    isDefaultEventDecorationEnabled: true,
    /** Live dashboard shown before line on home (spec: defaults true). */
    isLiveDashboardFirst: true,
    /** Insights on the game page (spec: defaults true). */
    isInsightsEnabled: true,
    /** Video broadcasts (spec: defaults true). */
    isVideoEnabled: true,
    /** Game notification settings (spec: defaults true). */
    isGameNotifySettingsEnabled: true,
  },
  coupon: {
    /** Part sale, i.e. partial cash-out (spec: defaults true). */
    isPartSaleEnabled: true,
    /** Advance bets on unsettled bets. */
    isAdvanceBetEnabled: false,
  },
  registration: {
    /** Registration allowed (spec: defaults true). */
    isRegistrationAllowed: true,
    /** Registration may show as a popup. */
    isPopupEnabled: false,
    /** Registration may show as a widget. */
    isWidgetEnabled: false,
  },
  auth: {
    /** Navigation tabs on the auth form (spec: defaults true). */
    isFormNavShown: true,
    /** Auto-logoff after inactivity (30 minutes when on). */
    isAutoLogoffEnabled: false,
  },
  office: {
    /** Office left sidebar (spec: defaults true). */
    isLeftSidebarShown: true,
    /** First-recharge notification (spec: defaults true). */
    isFirstRechargeNotificationEnabled: true,
    /** Unplaced bets amount on accounts (spec: defaults true). */
    isUnplacedBetsShown: true,
    /** The payment page requires authorization. */
    isPaymentAuthRequired: false,
  },
  header: {
    /** Bonus in header for logged-in users (spec: defaults true). */
    isBonusShown: true,
    /** The separate switch for the header bonus shown to guests. */
    isBonusShownUnauthorized: false,
    /** Login button (spec: defaults true). */
    isLoginButtonShown: true,
  },
  footer: {
    /** Social links in the footer (spec: defaults true). */
    isSocialsShown: true,
    /** Full-version link (spec: defaults true). */
    isFullVersionLinkShown: true,
  },
  promo: {
    /** Bring-a-friend referral programme. */
    isBringFriendEnabled: false,
    /** Promo code check in settings. */
    isPromoCodeCheckEnabled: false,
  },
  support: {
    /** Nested support options (spec: defaults true). */
    isNestedOptionsEnabled: true,
    /** New consultant helper (api version 3 instead of 2). */
    isNewVersion: false,
  },
  responsibleGambling: {
    /** Adult-content flag. */
    isAdult: false,
    /** Age-restriction modal on first visit. */
    isAgeRestrictionModalShown: false,
  },
  licence: {
    /** Licence block in the footer. */
    isShown: false,
  },
  thirdPartyCasino: {
    /** Third-party casino games. */
    isEnabled: false,
    /** VIP cashback in the office casino section. */
    isVipCashbackEnabled: false,
    /** Premium cashback in the office casino section. */
    isPremiumCashbackEnabled: false,
  },
  information: {
    /** Deposit information on the about page (spec: defaults true). */
    isDepositInfoInAboutShown: true,
  },
  customization: {
    /** Compact layout mode by default. */
    isCompactViewDefault: false,
  },
  captcha: {},
  application: {
    /** The brand runs on a VIP domain. */
    isVipDomain: false,
  },
  dictionary: {},
} as const;

type SwitchTable = typeof SWITCH_DEFAULTS;

/** The switch keys of one group. */
export type SwitchKey<G extends keyof SwitchTable> = keyof SwitchTable[G];

/** Sanitised switches of one group: every key a boolean. */
export type Switches<G extends keyof SwitchTable> = { readonly [K in SwitchKey<G>]: boolean };
