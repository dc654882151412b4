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
