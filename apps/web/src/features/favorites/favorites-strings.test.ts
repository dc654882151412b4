import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;

/** The keys the favourites' components write out. */
function keysUsed(): string[] {
  const dir = join(process.cwd(), 'apps/web/src/features/favorites');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/'(fav\.[a-zA-Z_.]+)'/g)) found.add(m[1] ?? '');
  }
  return [...found];
}

describe('favourites strings', () => {
  it.each(languages)('%s translates every key the favourites use, with the name placeholder', (lang) => {
    const strings = dictionaryUnit(lang, 'favorites');
    expect(keysUsed().length).toBeGreaterThan(8);
    expect(keysUsed().filter((key) => !strings[key])).toEqual([]);
    expect(strings['fav.star.add']).toContain('{{name}}');
    expect(strings['fav.star.remove']).toContain('{{name}}');
  });
});
