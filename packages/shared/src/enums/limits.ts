// Business constants and limits of section 9 of both specs, defined once for server and web alike.
// Language defaults live in lookups/languages (DEFAULT_LANGUAGE, FALLBACK_LANGUAGE).

/**
 * Coupon limits. `maxTotalOdds`: the product of a combined coupon's prices may not exceed a million
 * (a 50-leg express at long prices would otherwise promise returns no stake limit can honour).
 */
export const CouponLimits = { maxEvents: 50, maxSystemEvents: 20, historyDays: 7, maxTotalOdds: 1_000_000 } as const;

/** Defaults of the request parameters; a parameter equal to its default is left off the wire. */
export const RequestDefaults = { partner: 1, coefViewId: 0, checkCf: 0 } as const;

export const MIN_AGE = 18;
export const AUTO_LOGOFF_MINUTES = 30;
export const AMOUNT_DECIMALS = 2;
export const AMOUNT_CONSTANT = 10_000;
/** Amount above which the over-amount information text is shown. */
export const OVER_AMOUNT_INFO_THRESHOLD = 4_000_000;

export const ListLimits = {
  dashboardGames: 20,
  registrationPayments: 15,
  sessionsShown: 5,
  pageStep: 50,
} as const;

export const CacheLifetimeMs = {
  /** The generic cache-lifetime helper: 15 minutes. */
  helper: 900_000,
  dictionary: 900_000,
  mainDictionary: 86_400_000,
} as const;

export const ServiceTokenLimits = {
  /** Added to the server-client clock difference when computing the token's life. */
  clockMarginMs: 5_000,
  /** Attempts on one url after a 401 before the token counts as not authenticated. */
  maxAttemptsAfter401: 3,
} as const;

export const AnalyticsLimits = {
  sendIntervalMs: 3_000,
  maxEventsPerBatch: 10,
  maxRequestsPerSecond: 5,
  abRefreshMs: 600_000,
} as const;

export const AnalyticsEventId = {
  RegistrationDone: 1255,
  FirstDeposit: 1531,
  Redeposit: 1532,
  SuccessfulBet: 10000,
  CaptchaSuccess: 10190,
  CaptchaFailed: 10191,
} as const;
export type AnalyticsEventId = (typeof AnalyticsEventId)[keyof typeof AnalyticsEventId];

/** The only keys an analytics event's metadata may carry. */
export const ANALYTICS_META_KEYS = ['i1', 'i2', 'i3', 'f1', 'f2', 'f3', 's1', 's2', 's3'] as const;

/** Core web vitals: at or below good is good, above poor is poor (ms, CLS unitless). */
export const WebVitalsThresholds = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type WebVital = keyof typeof WebVitalsThresholds;

/** Rates a web-vital measurement against its thresholds. */
export function rateWebVital(metric: WebVital, value: number): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = WebVitalsThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export const StorageConfig = {
  driver: 'localforage',
  name: 'AppStorage',
  storeName: 'keyvaluepairs',
  version: 1,
  size: 4_980_736,
} as const;

export const NotificationDefaults = {
  durationMs: 3_000,
  width: 260,
  position: 'bottom-right',
  closeTitle: 'Close',
} as const;

export const HOVER_TIMEOUT_MS = 200;
export const IFRAME_MIN_HEIGHT = 280;
export const SEARCH_MAX = 100;
export const PHONE_CODE_MAX_CHARS = 3;

export const SelectModalConfig = {
  placeholders: 5,
  searchFields: ['name', 'iso'],
  optionsLimit: 1_000,
  maxHeight: 300,
  optionHeight: 40,
} as const;

export const MultiselectConfig = {
  optionsLimit: 1_000,
  maxHeight: 300,
  optionHeight: 40,
  /** More options load when the list is scrolled within this many px of its bottom. */
  loadMoreDistancePx: 100,
  noResultsText: 'No elements found. Consider changing the search query.',
  emptyListText: 'List is empty.',
  maxSelectedText: 'Maximum of {max} options selected. First remove a selected option to select another.',
} as const;

export const ScrollerConfig = { itemLimit: 1_000, bufferPx: 200, resortDelayMs: 300 } as const;

export const ScrollConfig = {
  infiniteTriggerVisibility: 0.1,
  scrolledResetMs: 150,
  pointerEventsDelayMs: 300,
  /** The scroll-to-top button needs the page scrolled past this many screen heights. */
  scrollToTopScreens: 4,
} as const;

export const PageLoadConfig = { idleWaitsMs: [3_000, 7_000, 10_000], layoutMaxRetries: 50 } as const;

export const CaptchaConfig = {
  frameRefixMs: 500,
  renderPollMs: 100,
  renderPollMaxTries: 300,
  /** Players in this country get the captcha from the alternative host. */
  altHostCountryId: 90,
} as const;

export const StatisticWindow = { width: 1024, height: 500, heightOver1000: 780, heightOver1200: 984 } as const;

/** Height of the statistics popup window for a screen of this height. */
export function statisticWindowHeight(screenHeight: number): number {
  if (screenHeight > 1200) return StatisticWindow.heightOver1200;
  return screenHeight > 1000 ? StatisticWindow.heightOver1000 : StatisticWindow.height;
}

export const HeaderConfig = { maxVisibleNavItems: 9, navIndent: 100 } as const;
export const MEDIA_PLAYER_MODE = 3;
export const REGISTRATION_BANNER_DICT_KEY = 'reg_banner_text';

export const SupportApiVersion = { newHelper: 3, legacy: 2 } as const;

export const AndroidAppType = { Standard: 0, Lite: 1, Asia: 2 } as const;
export type AndroidAppType = (typeof AndroidAppType)[keyof typeof AndroidAppType];

export const DATE_FORMATS = {
  dateTime: 'dd.MM.yyyy / HH:mm',
  time: 'HH:mm',
  minutesSeconds: 'mm:ss',
  timeWithSeconds: 'HH:mm:ss',
} as const;

export const FONT_SIZES = ['xxxxs', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'm';

export const LAYOUT_MODES = ['default', 'compact'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
