import { describe, expect, it } from 'vitest';
import {
  convertForLimit,
  isSessionOver,
  limitBreach,
  nextRealityCheck,
  selfExclusionEnd,
  sessionBlockEnd,
  timeOutEnd,
  usedOf,
} from './rg-rules';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-01-31T10:00:00Z');

describe('time-out and self-exclusion lengths', () => {
  it('ends a time-out 24 hours, a week, a calendar month or six weeks later', () => {
    expect(timeOutEnd('24h', NOW)).toEqual(at('2026-02-01T10:00:00Z'));
    expect(timeOutEnd('1w', NOW)).toEqual(at('2026-02-07T10:00:00Z'));
    expect(timeOutEnd('1m', at('2026-03-15T10:00:00Z'))).toEqual(at('2026-04-15T10:00:00Z'));
    expect(timeOutEnd('6w', NOW)).toEqual(at('2026-03-14T10:00:00Z'));
  });

  it('ends a self-exclusion six months, one, two or five years later', () => {
    expect(selfExclusionEnd('6m', at('2026-01-15T00:00:00Z'))).toEqual(at('2026-07-15T00:00:00Z'));
    expect(selfExclusionEnd('1y', NOW)).toEqual(at('2027-01-31T10:00:00Z'));
    expect(selfExclusionEnd('2y', NOW)).toEqual(at('2028-01-31T10:00:00Z'));
    expect(selfExclusionEnd('5y', NOW)).toEqual(at('2031-01-31T10:00:00Z'));
  });
});

describe('session-time limit', () => {
  it('is reached when the session has lasted the limit, and blocks play until 24 hours after it began', () => {
    const start = at('2026-01-31T09:00:00Z');
    expect(isSessionOver(start, 60, at('2026-01-31T09:59:59Z'))).toBe(false);
    expect(isSessionOver(start, 60, at('2026-01-31T10:00:00Z'))).toBe(true);
    expect(isSessionOver(start, null, at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(sessionBlockEnd(start)).toEqual(at('2026-02-01T09:00:00Z'));
  });
});

describe('reality checks', () => {
  it('fall due an interval after the session began, then an interval after each answer', () => {
    const startedAt = at('2026-01-31T09:00:00Z');
    expect(nextRealityCheck({ startedAt, realityAckAt: null }, 15)).toEqual(at('2026-01-31T09:15:00Z'));
    expect(nextRealityCheck({ startedAt, realityAckAt: at('2026-01-31T09:20:00Z') }, 15)).toEqual(
      at('2026-01-31T09:35:00Z'),
    );
    expect(nextRealityCheck({ startedAt, realityAckAt: null }, null)).toBeNull();
  });
});

describe('loss and wager limits', () => {
  it('counts losses net of returns, never below zero, and wagers as stakes', () => {
    expect(usedOf('loss', { staked: 50_00, lost: 20_00 })).toBe(20_00);
    expect(usedOf('loss', { staked: 50_00, lost: -30_00 })).toBe(0);
    expect(usedOf('wager', { staked: 50_00, lost: -30_00 })).toBe(50_00);
  });

  it('names the tightest period a new stake would break, or none', () => {
    const limits = [
      { period: '24h' as const, effective: 100_00, used: 10_00 },
      { period: '7d' as const, effective: 50_00, used: 45_00 },
      { period: '1m' as const, effective: null, used: 45_00 },
    ];
    expect(limitBreach(limits, 5_00)).toBeNull();
    expect(limitBreach(limits, 6_00)).toBe('7d');
    expect(limitBreach(limits, 95_00)).toBe('7d');
  });

  it('converts a foreign stake into the limit currency rounding up, so it never slips under', () => {
    const usd = { id: 1, minorDigits: 2, conversionCoefficient: 1 };
    const eur = { id: 2, minorDigits: 2, conversionCoefficient: 0.9 };
    expect(convertForLimit(1_00, usd, usd)).toBe(1_00);
    expect(convertForLimit(1_00, eur, usd)).toBe(112);
  });
});
