import { describe, expect, it } from 'vitest';
import { settleHandicap, settleTotal } from './quarter-lines';
import { singleReturn } from './single';
import { halfWon, stake } from './test-legs.testing';

describe('settleHandicap (d = own − other + h)', () => {
  it.each([
    ['−0.25 and a draw: half lost', 1, 1, -0.25, 'halfLost'],
    ['+0.25 and a draw: half won', 1, 1, 0.25, 'halfWon'],
    ['0 and a draw: push (draw no bet)', 2, 2, 0, 'void'],
    ['−0.5 and a one-goal win: won', 1, 0, -0.5, 'won'],
    ['−1 and a one-goal win: push', 1, 0, -1, 'void'],
    ['−0.75 and a one-goal win: half won', 1, 0, -0.75, 'halfWon'],
    ['−0.75 and a two-goal win: won', 2, 0, -0.75, 'won'],
    ['−1.25 and a one-goal win: half lost', 1, 0, -1.25, 'halfLost'],
    ['+0.75 and a one-goal loss: half lost', 0, 1, 0.75, 'halfLost'],
    ['+1.5 and a two-goal loss: lost', 0, 2, 1.5, 'lost'],
    ['−1.75 and a three-goal win: won', 3, 0, -1.75, 'won'],
  ] as const)('%s', (_rule, own, other, handicap, result) => {
    expect(settleHandicap(own, other, handicap)).toBe(result);
  });

  it('pays a half-won +0.25 line R = S(1+O)/2', () => {
    expect(settleHandicap(1, 1, 0.25)).toBe('halfWon');
    expect(singleReturn(stake(10), halfWon(1.9))).toBe(14_50);
  });

  it.each([0.1, 0.3, Number.NaN])('refuses the line %s', (handicap) => {
    expect(() => settleHandicap(1, 0, handicap)).toThrow(RangeError);
  });

  it('refuses a score that is not a whole number', () => {
    expect(() => settleHandicap(-1, 0, 0.5)).toThrow(RangeError);
    expect(() => settleHandicap(1.5, 0, 0.5)).toThrow(RangeError);
  });
});

describe('settleTotal (over on goals − line, under on line − goals)', () => {
  it.each([
    ['under 5.25 with exactly 5 goals: half push, half won', 5, 5.25, 'under', 'halfWon'],
    ['over 5.25 with exactly 5 goals: half push, half lost', 5, 5.25, 'over', 'halfLost'],
    ['over 2.5 with 3 goals: won', 3, 2.5, 'over', 'won'],
    ['over 2.5 with 2 goals: lost', 2, 2.5, 'over', 'lost'],
    ['over 2 with 2 goals: push', 2, 2, 'over', 'void'],
    ['over 2.75 with 3 goals: half won', 3, 2.75, 'over', 'halfWon'],
    ['under 2.75 with 3 goals: half lost', 3, 2.75, 'under', 'halfLost'],
    ['under 2.25 with 1 goal: won', 1, 2.25, 'under', 'won'],
  ] as const)('%s', (_rule, goals, line, side, result) => {
    expect(settleTotal(goals, line, side)).toBe(result);
  });
});
