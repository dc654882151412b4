import { describe, expect, it } from 'vitest';
import { BET_STATUS_CODES, hiddenBetStatuses, isBetStatusShown } from './bet-statuses';

describe('betting.hiddenBetStatuses codes', () => {
  it('gives every stored bet status its own code', () => {
    expect(new Set(Object.values(BET_STATUS_CODES)).size).toBe(Object.keys(BET_STATUS_CODES).length);
  });

  it('hides the statuses whose codes are listed and shows the rest', () => {
    expect(hiddenBetStatuses([BET_STATUS_CODES.void, BET_STATUS_CODES.cancelled])).toEqual(['void', 'cancelled']);
    expect(isBetStatusShown('void', [4])).toBe(false);
    expect(isBetStatusShown('won', [4])).toBe(true);
  });

  it('ignores codes no status has', () => {
    expect(hiddenBetStatuses([99])).toEqual([]);
  });
});
