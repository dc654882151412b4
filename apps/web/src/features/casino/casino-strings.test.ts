import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';
import { VERIFY_GAMES } from './verify-games';

/** The keys the casino's components write out, with the dynamic families spelled out. */
function keysUsed(): string[] {
  const dir = join(process.cwd(), 'apps/web/src/features/casino');
  const found = new Set<string>(['office.menu.casino']);
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/'(casino\.[a-zA-Z0-9_.-]+[a-zA-Z0-9])'/g)) {
      if (m[1] !== 'casino.favorites.guest') found.add(m[1] ?? '');
    }
  }
  const families: Record<string, readonly string[]> = {
    'casino.category': ['all', 'slots', 'table', 'crash', 'instant'],
    'casino.game': ['real', 'demo'],
    'casino.game.name': VERIFY_GAMES,
    'casino.rules': VERIFY_GAMES,
    'casino.history.state': ['closed', 'open', 'rolled_back'],
    'casino.state': ['empty', 'off', 'failed', 'noFavorites', 'noRecent'],
    'casino.verify.choice': ['over', 'under', 'low', 'medium', 'high'],
    'casino.verify.param': [
      'target',
      'direction',
      'stakes',
      'mines',
      'picks',
      'rows',
      'risk',
      'decisions',
      'hash',
      'salt',
      'commitment',
    ],
    'casino.verify.hint': ['target', 'mines', 'picks', 'stakes', 'decisions', 'hash', 'salt', 'commitment'],
  };
  for (const [prefix, names] of Object.entries(families)) for (const name of names) found.add(`${prefix}.${name}`);
  return [...found];
}

describe('casino strings', () => {
  it.each(['en', 'ru', 'ar'])('%s translates every key the casino uses, with its placeholders', (lang) => {
    const strings = dictionaryUnit(lang, 'casino');
    expect(keysUsed().length).toBeGreaterThan(100);
    expect(keysUsed().filter((key) => !strings[key])).toEqual([]);
    expect(strings['casino.star.add']).toContain('{{name}}');
    expect(strings['casino.badge.rtp']).toContain('{{value}}');
    expect(strings['casino.count']).toContain('{{count}}');
  });

  it('has the same keys in every language', () => {
    const en = Object.keys(dictionaryUnit('en', 'casino')).sort();
    expect(Object.keys(dictionaryUnit('ru', 'casino')).sort()).toEqual(en);
    expect(Object.keys(dictionaryUnit('ar', 'casino')).sort()).toEqual(en);
  });
});
