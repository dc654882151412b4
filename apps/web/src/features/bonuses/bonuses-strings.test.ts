import { BONUS_STATUSES } from '@fairline/shared/wire/bonuses';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n';
import { dictionaryUnit, keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';
import { timeLeft } from './bonus-format';

/** The keys the Bonuses page writes out, and those it builds from the wire's statuses. */
function keysUsed(): Set<string> {
  const found = keysWritten('bonuses', ['features/bonuses']).add('office.menu.bonuses');
  for (const status of BONUS_STATUSES) found.add(`bonuses.status.${status}`);
  return found;
}

describe('bonuses strings', () => {
  it('translates every key the Bonuses page uses, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(25);
    expect(untranslated('bonuses', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('bonuses')).toEqual([]);
  });

  it('says the time left in days, in hours on the last day, and that it is up once it ran out', () => {
    const translator = createTranslator('en');
    translator.addBundle('en', dictionaryUnit('en', 'bonuses'));
    translator.setLanguage('en');
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(timeLeft('2026-11-29T13:00:00Z', now, translator.t)).toBe('Days left: 3');
    expect(timeLeft('2026-11-26T17:30:00Z', now, translator.t)).toBe('Hours left: 5');
    expect(timeLeft('2026-11-26T11:00:00Z', now, translator.t)).toBe('Time is up');
  });
});
