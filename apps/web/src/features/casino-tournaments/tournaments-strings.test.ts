import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';
import { countdownText } from './tournament-format';

/** Every key the tournaments' pages write out, with the ones built from statuses, rules and prize states. */
function keysUsed(): Set<string> {
  const found = keysWritten('tour', ['features/casino-tournaments']);
  for (const s of ['running', 'upcoming', 'finished']) found.add(`tour.section.${s}`);
  for (const r of ['wager', 'multiplier']) found.add(`tour.kind.${r}`);
  for (const p of ['due', 'held', 'paid']) found.add(`tour.me.prize.${p}`);
  return found;
}

describe('casino tournaments strings', () => {
  it('translates every key the tournament pages use, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(40);
    expect(untranslated('tournaments', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('tournaments')).toEqual([]);
  });

  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
    expect(countdownText(59_999)).toBe('00:00:59');
    expect(countdownText(-5)).toBe('00:00:00');
  });
});
