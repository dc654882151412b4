import { describe, expect, it } from 'vitest';
import { formatStart, isInBreak, liveMinute } from './live-clock';

describe('liveMinute', () => {
  it.each([
    [1, 0, undefined],
    [1, 59, "1'"],
    [1, 66 * 60 + 5, "67'"],
    [2, 20 * 60, "21'"],
  ])('shows the running minute of a timed sport (sport %i, %i s → %s)', (sport, ts, shown) => {
    expect(liveMinute({ TS: ts }, sport)).toBe(shown);
  });

  it.each([4, 6, 10, 4046])('shows no minute for sport %i, played in sets or maps', (sport) => {
    expect(liveMinute({ TS: 81 * 60 }, sport)).toBeUndefined();
  });
});

describe('liveMinute in stoppage time and breaks', () => {
  it.each([
    [45 * 60 + 1, 45 * 60, "45+1'"],
    [45 * 60 + 61, 45 * 60, "45+2'"],
    [90 * 60 + 150, 90 * 60, "90+3'"],
    [45 * 60, 45 * 60, "45'"],
    [44 * 60 + 59, 45 * 60, "45'"],
    [48 * 60, 48 * 60, "48'"],
  ])('shows %i s against a regulation end of %i s as %s', (ts, tp, shown) => {
    expect(liveMinute({ TS: ts, TP: tp }, 1)).toBe(shown);
  });

  it.each([1, 2] as const)('shows no minute between periods (BR %i): the clock is stopped', (br) => {
    const sc = { TS: 47 * 60, TP: 45 * 60, BR: br, CPS: 'Half time' };
    expect(liveMinute(sc, 1)).toBeUndefined();
    expect(isInBreak(sc)).toBe(true);
  });

  it('shows no minute once the game is over and awaits settlement (never "2nd half 96\'")', () => {
    expect(liveMinute({ TS: 96 * 60, TP: 90 * 60, CPS: 'Finished' }, 1)).toBeUndefined();
  });

  it('is not in a break while the game is played', () => {
    expect(isInBreak({ TS: 600, TP: 2700 })).toBe(false);
    expect(isInBreak(undefined)).toBe(false);
  });
});

describe('formatStart', () => {
  const now = new Date(2026, 10, 20, 12, 0);
  const start = new Date(2026, 10, 27, 15, 5).getTime() / 1000;

  it.each(['ar', 'ru'])('writes a later day in %s as day/month with Western digits and no direction marks', (lang) => {
    const shown = formatStart(start, lang, now);
    expect(shown).not.toMatch(/[\u200e\u200f\u061c\u0660-\u0669]/);
    expect(shown).toMatch(/^27[./]11 /);
  });

  it('writes a start today as the time only', () => {
    expect(formatStart(new Date(2026, 10, 20, 15, 5).getTime() / 1000, 'ru', now)).toBe('15:05');
  });

  it('writes the start in a given time zone: UTC as the server renders it, then the visitor’s own', () => {
    const kickOff = Date.UTC(2026, 10, 20, 15, 5) / 1000;
    const at = new Date(Date.UTC(2026, 10, 20, 12, 0));
    expect(formatStart(kickOff, 'ru', at, 'UTC')).toBe('15:05');
    expect(formatStart(kickOff, 'ru', at, 'Asia/Tokyo')).toBe('21.11 00:05');
  });
});
