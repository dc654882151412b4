import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@fairline/shared/wire/responsible-gambling';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;
const strings = Object.fromEntries(languages.map((lang) => [lang, dictionaryUnit(lang, 'rg')])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;

/** The keys written out in this feature and in the pages that link to its tools, and the ones built from enums. */
function keysUsed(): string[] {
  const root = join(process.cwd(), 'apps/web/src');
  const files = [
    ...readdirSync(join(root, 'features/responsible-gambling'))
      .filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))
      .map((f) => `features/responsible-gambling/${f}`),
    'pages/information-extras.tsx',
    'pages/home-page.tsx',
  ];
  const found = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/'(rg\.[a-zA-Z.]+)'/g)) found.add(m[1] ?? '');
  }
  for (const kind of RG_LIMIT_KINDS) for (const k of ['title', 'rule']) found.add(`rg.${kind}.${k}`);
  for (const period of RG_LIMIT_PERIODS) found.add(`rg.period.${period}`);
  for (const length of [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]) found.add(`rg.length.${length}`);
  for (const block of ['timeOut', 'selfExclusion'])
    for (const k of ['title', 'rule', 'confirm', 'confirmButton', 'start']) found.add(`rg.${block}.${k}`);
  for (const type of ['bet', 'deposit', 'withdrawal']) found.add(`rg.history.kind.${type}`);
  return [...found];
}

describe('player-protection strings', () => {
  it.each(languages)('%s translates every key the tools use', (lang) => {
    expect(keysUsed().length).toBeGreaterThan(40);
    expect(keysUsed().filter((key) => !strings[lang][key])).toEqual([]);
  });

  it('gives every language the same keys and the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of ['ru', 'ar'] as const) {
      expect(Object.keys(strings[lang]).sort()).toEqual(Object.keys(strings.en).sort());
      for (const [key, text] of Object.entries(strings.en)) {
        expect(placeholders(strings[lang][key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
