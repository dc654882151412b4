import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAILING_CHANNELS, MARKETING_PAUSES } from '@fairline/shared/wire/player-settings';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;
const strings = Object.fromEntries(languages.map((lang) => [lang, dictionaryUnit(lang, 'settings')])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;

/** The keys the Settings page writes out, and those it builds from the wire's enums. */
function keysUsed(): string[] {
  const dir = join(process.cwd(), 'apps/web/src/features/player-settings');
  const found = new Set<string>(['office.menu.settings']);
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/'(settings\.[a-zA-Z_.]+)'/g)) found.add(m[1] ?? '');
  }
  for (const channel of MAILING_CHANNELS) found.add(`settings.mailing.${channel}`);
  for (const pause of MARKETING_PAUSES) found.add(`settings.mailing.paused.${pause}`);
  for (const feed of ['line', 'live']) found.add(`settings.sports.${feed}`).add(`settings.sports.show.${feed}`);
  for (const code of ['marketing_paused', 'no_email', 'no_phone']) found.add(`settings.error.${code}`);
  return [...found];
}

describe('settings strings', () => {
  it.each(languages)('%s translates every key the Settings page uses', (lang) => {
    expect(keysUsed().length).toBeGreaterThan(25);
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
