import { describe, expect, it } from 'vitest';
import { isAdvanceEligible } from './advance';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const WINDOW = 48 * HOUR;

describe('which events an advance bet may be on', () => {
  it.each<[string, { phase: 'line' | 'live'; start: number }, boolean]>([
    ['a live game', { phase: 'live', start: NOW - HOUR }, true],
    ['a line game starting in 1 h', { phase: 'line', start: NOW + HOUR }, true],
    ['a line game starting exactly at the end of the 48 h window', { phase: 'line', start: NOW + WINDOW }, true],
    ['a line game starting 1 ms after the window', { phase: 'line', start: NOW + WINDOW + 1 }, false],
  ])('%s: open to an advance bet = %s', (_rule, game, eligible) => {
    expect(isAdvanceEligible(game, NOW, WINDOW)).toBe(eligible);
  });

  it('refuses a game the feed does not know', () => {
    expect(isAdvanceEligible(undefined, NOW, WINDOW)).toBe(false);
  });
});
