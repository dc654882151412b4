import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

describe('statistics widget strings', () => {
  it('translates every key the widget and its demo host write, in every language, with the same placeholders', () => {
    const keys = keysWritten('widget', ['features/statistics-widget']);
    for (const name of ['isDarkTheme', 'isRtl', 'is12h']) keys.add(`widget.demo.${name}`);
    expect(keys.size).toBeGreaterThan(15);
    expect(untranslated('widget', keys)).toEqual({ en: [], ru: [], ar: [] });
    expect(unitMismatches('widget')).toEqual([]);
  });
});
