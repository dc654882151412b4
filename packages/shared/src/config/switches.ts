// Every on/off switch of the configuration with its default. The spec names the switches that
// default to true; every other switch defaults to false. Keys are the same in the raw groups and
// in SiteSettings, so the table is also the documentation of the raw switch keys. Each switch here
// drives a behaviour; switches of features the product does not have are left out (ADR 0016), so
// the sanitiser drops them instead of accepting and ignoring them.

/** Default of every switch, per configuration group. */
export const SWITCH_DEFAULTS = {
  betting: {
    /** The betting home lists top live games before top line games (spec: defaults true). */
    isLiveDashboardFirst: true,
    /** A live game's match centre has its insights tab (ADR 0047; spec: defaults true). */
    isInsightsEnabled: true,
    /** The bell of match-event notifications on game rows and pages, and its calls (ADR 0069; spec: defaults true). */
    isGameNotifySettingsEnabled: true,
  },
  coupon: {
    /** Part sale: a bet may be cashed out in part; off, only whole (spec: defaults true). */
    isPartSaleEnabled: true,
    /** Advance bets on unsettled bets are offered and accepted. */
    isAdvanceBetEnabled: false,
  },
  registration: {
    /** Registration allowed (spec: defaults true). */
    isRegistrationAllowed: true,
    /** Registration may show as a popup. */
    isPopupEnabled: false,
    /** Guests see the registration form as a widget on the home page. */
    isWidgetEnabled: false,
  },
  auth: {
    /** Navigation tabs on the auth form (spec: defaults true). */
    isFormNavShown: true,
    /** Auto-logoff after inactivity (30 minutes when on). */
    isAutoLogoffEnabled: false,
  },
  office: {
    /** The office menu is a left sidebar; off, a row of tabs above the screen (spec: defaults true). */
    isLeftSidebarShown: true,
    /** The balance shows the amount in unsettled bets (spec: defaults true). */
    isUnplacedBetsShown: true,
    /** The payment information page is shown to logged-in players only. */
    isPaymentAuthRequired: false,
  },
  header: {
    /**
     * The header shows a logged-in player's bonus balance while they hold one (spec: defaults true).
     * The spec's guest switch (isBonusShownUnauthorized) is left out: a guest has no bonus, and with
     * no bonus engine a header offer would promise one that is never paid (ADR 0017).
     */
    isBonusShown: true,
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
    /** Bring a friend (ADR 0061): the office's referral pages and the spec's seven calls; off, neither. */
    isBringFriendEnabled: false,
    /** The promo code check and activation (ADR 0044) on Office → Bonuses and their calls; off, neither. */
    isPromoCodeCheckEnabled: false,
  },
  support: {},
  responsibleGambling: {
    /** A first-time visitor confirms their age in a modal before using the site. */
    isAgeRestrictionModalShown: false,
  },
  licence: {
    /** The licence (number, link, image) is shown on the licences information page. */
    isShown: false,
  },
  thirdPartyCasino: {
    /**
     * Third-party casino: while off, casino sections are hidden from every menu (casino-sections.ts), the
     * lobby lists no game and launches are refused (ADR 0037).
     */
    isEnabled: false,
    /** The casino VIP club's level page (ADR 0067) in the office and its call; off, neither. */
    isVipCashbackEnabled: false,
    /**
     * The weekly premium cashback (ADR 0067): its office page and call, and the leader's weekly credit of the
     * brand's players; off, none of them.
     */
    isPremiumCashbackEnabled: false,
  },
  information: {
    /** The about page tells how to deposit, with a link to the payment page (spec: defaults true). */
    isDepositInfoInAboutShown: true,
  },
  customization: {
    /** The compact layout is on for a visitor who has not chosen. */
    isCompactViewDefault: false,
  },
  captcha: {},
  application: {
    /** The brand runs on a VIP domain: every player may send a stake above the maximum as a VIP bet. */
    isVipDomain: false,
  },
  dictionary: {},
} as const;

type SwitchTable = typeof SWITCH_DEFAULTS;

/** The switch keys of one group. */
export type SwitchKey<G extends keyof SwitchTable> = keyof SwitchTable[G];

/** Sanitised switches of one group: every key a boolean. */
export type Switches<G extends keyof SwitchTable> = { readonly [K in SwitchKey<G>]: boolean };
