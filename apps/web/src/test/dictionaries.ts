// Test-only access to the product dictionaries, which the server owns and serves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Vitest runs from the repository root (jsdom tests have no file: import.meta.url).
const DIR = join(process.cwd(), 'apps/server/src/features/i18n/dictionaries');

/** One unit of one language, e.g. `dictionaryUnit('en', 'forms')`. */
export function dictionaryUnit(lang: string, unit: string): Record<string, string> {
  return JSON.parse(readFileSync(join(DIR, lang, `${unit}.json`), 'utf8'));
}

/** Every unit of a language merged, as the app loads it. */
export function dictionary(lang: string): Record<string, string> {
  const files = readdirSync(join(DIR, lang)).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.map((f) => dictionaryUnit(lang, f.replace(/\.json$/, ''))));
}

const SRC = join(process.cwd(), 'apps/web/src');
const LANGUAGES = ['en', 'ru', 'ar'] as const;

/**
 * The keys `prefix.…` written out as string literals in the sources (not tests) at `paths`: folders
 * or files under apps/web/src, e.g. `keysWritten('bonuses', ['features/bonuses'])`.
 */
export function keysWritten(prefix: string, paths: readonly string[]): Set<string> {
  const files = paths.flatMap((path) =>
    path.endsWith('.ts') || path.endsWith('.tsx')
      ? [path]
      : readdirSync(join(SRC, path))
          .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
          .map((f) => `${path}/${f}`),
  );
  const pattern = new RegExp(`'(${prefix.replace('.', '\\.')}\\.[a-zA-Z0-9_.-]*[a-zA-Z0-9])'`, 'g');
  const found = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(join(SRC, file), 'utf8').matchAll(pattern)) if (m[1]) found.add(m[1]);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Where a unit's Russian and Arabic differ from its English: keys missing or extra, or other placeholders. */
export function unitMismatches(unit: string): string[] {
  const en = dictionaryUnit('en', unit);
  const problems: string[] = [];
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const strings = dictionaryUnit(lang, unit);
    for (const key of Object.keys(en)) {
      if (!(key in strings)) problems.push(`${lang} lacks ${key}`);
      else if (placeholders(strings[key] ?? '').join() !== placeholders(en[key] ?? '').join())
        problems.push(`${lang} ${key}: other placeholders`);
    }
    for (const key of Object.keys(strings)) if (!(key in en)) problems.push(`${lang} has ${key}, English does not`);
  }
  return problems;
}

/** The keys of `keys` a language's unit does not translate, per language (empty lists when all are there). */
export function untranslated(unit: string, keys: Iterable<string>): Record<string, string[]> {
  const wanted = [...keys];
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const strings = dictionaryUnit(lang, unit);
      return [lang, wanted.filter((key) => !strings[key])];
    }),
  );
}
