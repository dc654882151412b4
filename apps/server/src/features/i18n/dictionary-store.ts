import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DICTIONARIES_DIR = fileURLToPath(new URL('./dictionaries', import.meta.url));

export interface DictionaryUnit {
  unit: string;
  version: string;
  path: string;
  body: Buffer;
}

/** Loads every `dictionaries/<lang>/<unit>.json` once; paths carry a content hash so they cache forever. */
export function loadDictionaries(dir = DICTIONARIES_DIR) {
  const byLang = new Map<string, DictionaryUnit[]>();
  const byPath = new Map<string, DictionaryUnit>();
  for (const lang of readdirSync(dir)) {
    const units: DictionaryUnit[] = [];
    for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json'))) {
      const unit = file.replace(/\.json$/, '');
      const raw = readFileSync(join(dir, lang, file), 'utf8');
      const body = Buffer.from(JSON.stringify(JSON.parse(raw)));
      const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const entry = { unit, version, path: `dictionaries/${lang}/${unit}.${version}.json`, body };
      units.push(entry);
      byPath.set(entry.path, entry);
    }
    byLang.set(lang, units);
  }
  return {
    languages: [...byLang.keys()].sort(),
    units: (lang: string) => byLang.get(lang),
    byPath: (path: string) => byPath.get(path),
  };
}

export type DictionaryStore = ReturnType<typeof loadDictionaries>;
