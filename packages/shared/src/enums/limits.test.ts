import { describe, expect, it } from 'vitest';
import {
  AnalyticsEventId,
  AnalyticsLimits,
  AUTO_LOGOFF_MINUTES,
  CacheLifetimeMs,
  CouponLimits,
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  ListLimits,
  MIN_AGE,
  NotificationDefaults,
  PHONE_CODE_MAX_CHARS,
  RequestDefaults,
  rateWebVital,
  ScrollerConfig,
  SEARCH_MAX,
  SelectModalConfig,
  StorageConfig,
  statisticWindowHeight,
  WebVitalsThresholds,
} from './limits';

describe('business constants', () => {
  it('caps a coupon at 50 events, 20 for systems and total odds of a million, and keeps 7 days of history', () => {
    expect(CouponLimits).toEqual({ maxEvents: 50, maxSystemEvents: 20, historyDays: 7, maxTotalOdds: 1_000_000 });
  });

  it('pins the account and paging constants', () => {
    expect(MIN_AGE).toBe(18);
    expect(AUTO_LOGOFF_MINUTES).toBe(30);
    expect(RequestDefaults).toEqual({ partner: 1, coefViewId: 0, checkCf: 0 });
    expect(ListLimits).toEqual({ dashboardGames: 20, registrationPayments: 15, sessionsShown: 5, pageStep: 50 });
    expect(CacheLifetimeMs).toEqual({ helper: 900_000, dictionary: 900_000, mainDictionary: 86_400_000 });
  });

  it('pins the interface constants', () => {
    expect(NotificationDefaults).toMatchObject({ durationMs: 3000, width: 260, position: 'bottom-right' });
    expect(SelectModalConfig).toEqual({
      placeholders: 5,
      searchFields: ['name', 'iso'],
      optionsLimit: 1000,
      maxHeight: 300,
      optionHeight: 40,
    });
    expect(ScrollerConfig).toMatchObject({ itemLimit: 1000, bufferPx: 200 });
    expect(SEARCH_MAX).toBe(100);
    expect(PHONE_CODE_MAX_CHARS).toBe(3);
    expect(FONT_SIZES).toEqual(['xxxxs', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl']);
    expect(DEFAULT_FONT_SIZE).toBe('m');
  });

  it('pins local storage to AppStorage, store keyvaluepairs, version 1, size 4980736', () => {
    expect(StorageConfig).toMatchObject({ name: 'AppStorage', storeName: 'keyvaluepairs', version: 1, size: 4980736 });
  });

  it('pins the analytics constants and event ids', () => {
    expect(AnalyticsLimits).toEqual({
      sendIntervalMs: 3000,
      maxEventsPerBatch: 10,
      maxRequestsPerSecond: 5,
      abRefreshMs: 600_000,
    });
    expect(AnalyticsEventId).toEqual({
      RegistrationDone: 1255,
      FirstDeposit: 1531,
      Redeposit: 1532,
      SuccessfulBet: 10000,
      CaptchaSuccess: 10190,
      CaptchaFailed: 10191,
    });
  });

  it('pins the web vitals thresholds', () => {
    expect(WebVitalsThresholds).toEqual({
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      FID: { good: 100, poor: 300 },
      CLS: { good: 0.1, poor: 0.25 },
      TTFB: { good: 800, poor: 1800 },
    });
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.3, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(rateWebVital(metric, value)).toBe(rating);
  });

  it.each([
    [900, 500],
    [1000, 500],
    [1001, 780],
    [1200, 780],
    [1201, 984],
  ])('opens the statistics window %ipx-screen at height %i', (screen, height) => {
    expect(statisticWindowHeight(screen)).toBe(height);
  });
});
