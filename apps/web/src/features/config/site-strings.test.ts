import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;
const strings = Object.fromEntries(languages.map((lang) => [lang, dictionaryUnit(lang, 'site')])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;

// The screens the configuration switches drive, which take their texts from the `site` unit.
const SOURCES = [
  'features/age-gate/age-gate-modal.tsx',
  'features/registration/remind-popup-modal.tsx',
  'pages/information-page.tsx',
  'pages/information-extras.tsx',
  'pages/home-page.tsx',
];

function keysUsedInSources(): string[] {
  const root = join(process.cwd(), 'apps/web/src');
  const found = new Set<string>();
  for (const file of SOURCES) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const m of source.matchAll(/'(site\.[a-zA-Z.]+)'/g)) found.add(m[1] ?? '');
  }
  return [...found];
}

describe('site strings', () => {
  it.each(languages)('%s translates every key the switch-driven screens use', (lang) => {
    expect(keysUsedInSources().length).toBeGreaterThan(10);
    expect(keysUsedInSources().filter((key) => !strings[lang][key])).toEqual([]);
  });

  it('gives every language the same keys and the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of ['ru', 'ar'] as const) {
      expect(Object.keys(strings[lang]).sort()).toEqual(Object.keys(strings.en).sort());
      for (const [key, text] of Object.entries(strings.en)) {
        expect([lang, key, placeholders(strings[lang][key] ?? '')]).toEqual([lang, key, placeholders(text)]);
      }
    }
  });
});
