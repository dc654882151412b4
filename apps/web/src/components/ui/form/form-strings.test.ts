import { readdirSync, readFileSync } from 'node:fs';
import { MessageKeys } from '@fairline/shared/validation';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../../test/dictionaries';

const strings = {
  en: dictionaryUnit('en', 'forms'),
  ru: dictionaryUnit('ru', 'forms'),
  ar: dictionaryUnit('ar', 'forms'),
};

const languages = ['en', 'ru', 'ar'] as const;

// Keys the kit's components pass to t(...) literally.
function keysUsedInSources(): string[] {
  const dir = new URL('.', import.meta.url);
  const found = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const m of source.matchAll(/'(forms\.[a-zA-Z]+\.?[a-zA-Z.]*)'/g))
      if (m[1] !== 'forms.select') found.add(m[1]!);
  }
  return [...found];
}

describe('form strings', () => {
  it.each(languages)('%s translates every message key of the shared rule engine', (lang) => {
    const missing = Object.values(MessageKeys).filter((key) => !strings[lang][key as keyof (typeof strings)['en']]);
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s translates every key the kit uses', (lang) => {
    const dictionary: Record<string, string> = strings[lang];
    expect(keysUsedInSources().filter((key) => !dictionary[key])).toEqual([]);
  });

  it('gives every language the same keys and the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(strings.en)) {
      for (const lang of ['ru', 'ar'] as const) {
        const other: Record<string, string> = strings[lang];
        expect(other[key], `${lang} ${key}`).toBeDefined();
        expect(placeholders(other[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
