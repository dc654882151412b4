import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n';
import { dictionary } from '../../../test/dictionaries';
import { resultCountText } from './result-count';

function countIn(lang: string, count: number): string {
  const translator = createTranslator('en');
  translator.addBundle(lang, dictionary(lang));
  translator.setLanguage(lang);
  return resultCountText(translator.t, lang, count);
}

describe('resultCountText', () => {
  it('says "No results" for none and uses the English singular and plural', () => {
    expect(countIn('en', 0)).toBe('No results');
    expect(countIn('en', 1)).toBe('1 result');
    expect(countIn('en', 5)).toBe('5 results');
  });

  it('follows the Russian one / few / many forms', () => {
    expect(countIn('ru', 0)).toBe('Нет результатов');
    expect(countIn('ru', 1)).toBe('1 результат');
    expect(countIn('ru', 21)).toBe('21 результат');
    expect(countIn('ru', 3)).toBe('3 результата');
    expect(countIn('ru', 5)).toBe('5 результатов');
    expect(countIn('ru', 11)).toBe('11 результатов');
  });

  it('follows the Arabic one / two / few / many forms', () => {
    expect(countIn('ar', 0)).toBe('لا توجد نتائج');
    expect(countIn('ar', 1)).toBe('نتيجة واحدة');
    expect(countIn('ar', 2)).toBe('نتيجتان');
    expect(countIn('ar', 5)).toBe('5 نتائج');
    expect(countIn('ar', 20)).toBe('20 نتيجة');
  });
});
