import { describe, expect, it } from 'vitest';
import { higherVipLevel, isoWeekStart, monthStart, usdCapInMinor, vipLevelFor, weeklyCashback } from './casino-vip';

describe('casino VIP rules (ADR 0067)', () => {
  it('reaches a level exactly at its threshold, never below', () => {
    expect(vipLevelFor(0).code).toBe('bronze');
    expect(vipLevelFor(499.99).code).toBe('bronze');
    expect(vipLevelFor(500).code).toBe('silver');
    expect(vipLevelFor(49_999.99).code).toBe('platinum');
    expect(vipLevelFor(1e9).code).toBe('diamond');
  });

  it('keeps the higher of last month’s and this month’s level', () => {
    expect(higherVipLevel(vipLevelFor(3_000), vipLevelFor(10)).code).toBe('gold');
    expect(higherVipLevel(vipLevelFor(10), vipLevelFor(600)).code).toBe('silver');
  });

  it('pays ⌊net loss × percent⌋ up to the cap, and nothing for a week won or level', () => {
    expect(weeklyCashback(120_00, 5, null)).toBe(6_00);
    expect(weeklyCashback(333, 7, null)).toBe(23);
    expect(weeklyCashback(30_000_00, 12, 3_000_00)).toBe(3_000_00);
    expect(weeklyCashback(-15_00, 5, null)).toBe(0);
    expect(weeklyCashback(0, 5, null)).toBe(0);
  });

  it('converts a USD cap to whole units of the currency at its rate', () => {
    expect(usdCapInMinor(100, { minorDigits: 2, conversionCoefficient: 0.92 })).toBe(92_00);
    expect(usdCapInMinor(100, { minorDigits: 2, conversionCoefficient: 480 })).toBe(48_000_00);
  });

  it('starts the ISO week on Monday 00:00 UTC and the month on its first day', () => {
    expect(isoWeekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(isoWeekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(monthStart(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
