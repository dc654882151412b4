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
    [2, 'ar', 'الثاني'],
    [10, 'ar', 'العاشر'],
    [11, 'ar', '11'],
  ])('writes %i in %s as %s', (n, lang, shown) => expect(ordinal(n, lang)).toBe(shown));
});

describe('ordinal in Arabic', () => {
  it('agrees with a feminine period noun', () => {
    expect(ordinal(1, 'ar', 'f')).toBe('الأولى');
    expect(ordinal(3, 'ar-iq', 'f')).toBe('الثالثة');
  });

  it('never writes a digit with an Arabic ordinal suffix or a Latin one', () => {
    for (let n = 1; n <= 10; n++) expect(ordinal(n, 'ar')).toMatch(/^ال[\u0600-\u06ff]+$/);
  });
});

describe('periodName', () => {
  it.each([
    ['en', '2nd set', '2nd set'],
    ['ru', '2nd set', '2-й сет'],
    ['ru', '1st half', '1-й тайм'],
    ['ru', '3rd period', '3-й период'],
    ['ru', '4th quarter', '4-я четверть'],
    ['ru', '2nd map', '2-я карта'],
    ['ar', '1st half', 'الشوط الأول'],
    ['ar', '2nd half', 'الشوط الثاني'],
    ['ar', '3rd quarter', 'الربع الثالث'],
    ['ar', '1st set', 'المجموعة الأولى'],
    ['ar', '2nd map', 'الخريطة الثانية'],
    ['ar', '3rd period', 'الفترة الثالثة'],
    ['ar', '12th game', 'الجولة 12'],
    ['ru', 'Overtime', 'Овертайм'],
    ['ru', 'Overtime 2', 'Овертайм 2'],
    ['ru', 'Shoot-out', 'Буллиты'],
    ['en', 'Half time', 'HT'],
    ['en', 'Break', 'Break'],
    ['ru', 'Half time', 'Перерыв'],
    ['ru', 'Break', 'Перерыв'],
    ['ar', 'Half time', 'بين الشوطين'],
    ['ar', 'Break', 'استراحة'],
    ['en', 'Finished', 'Finished'],
    ['ru', 'Finished', 'Завершён'],
    ['ar', 'Finished', 'انتهت'],
  ])('shows the feed’s English period name in %s: %s → %s', (lang, text, shown) => {
    expect(inLang(lang, text)).toBe(shown);
  });

  it('shows a name it does not know as sent, and nothing when there is none', () => {
    expect(inLang('ru', 'Penalty shoot-out round')).toBe('Penalty shoot-out round');
    expect(inLang('ru', undefined)).toBeUndefined();
    expect(inLang('ru', 'toString')).toBe('toString');
  });
});
