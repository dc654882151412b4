import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n';
import { dictionaryUnit } from '../../../test/dictionaries';
import { ordinal, periodName } from './period-name';

const translator = createTranslator('en');
for (const lang of ['en', 'ru', 'ar']) translator.addBundle(lang, dictionaryUnit(lang, 'sportsbook'));

const inLang = (lang: string, text: string | undefined) => {
  translator.setLanguage(lang);
  return periodName(translator.t, lang, text);
};

describe('ordinal', () => {
  it.each([
    [1, 'en', '1st'],
    [2, 'en', '2nd'],
    [3, 'en', '3rd'],
    [4, 'en', '4th'],
    [11, 'en', '11th'],
    [2, 'ru', '2-й'],
    [2, 'ar', '2'],
  ])('writes %i in %s as %s', (n, lang, shown) => expect(ordinal(n, lang)).toBe(shown));
});

describe('periodName', () => {
  it.each([
    ['en', '2nd set', '2nd set'],
    ['ru', '2nd set', '2-й сет'],
    ['ru', '1st half', '1-й тайм'],
    ['ru', '3rd period', '3-й период'],
    ['ru', '4th quarter', '4-я четверть'],
    ['ru', '2nd map', '2-я карта'],
    ['ar', '2nd half', 'الشوط 2'],
    ['ru', 'Overtime', 'Овертайм'],
    ['ru', 'Overtime 2', 'Овертайм 2'],
    ['ru', 'Shoot-out', 'Буллиты'],
  ])('shows the feed’s English period name in %s: %s → %s', (lang, text, shown) => {
    expect(inLang(lang, text)).toBe(shown);
  });

  it('shows a name it does not know as sent, and nothing when there is none', () => {
    expect(inLang('ru', 'Penalty shoot-out round')).toBe('Penalty shoot-out round');
    expect(inLang('ru', undefined)).toBeUndefined();
  });
});
