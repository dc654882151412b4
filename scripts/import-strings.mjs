// Moves a feature's strings file ({en:{…}, ru:{…}, ar:{…}}) into the server dictionaries as a unit
// of its own: node scripts/import-strings.mjs <strings.json> <unit>
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const [file, unit] = process.argv.slice(2);
if (!file || !unit || !/^[a-z][a-z0-9-]*$/.test(unit)) {
  console.error('usage: node scripts/import-strings.mjs <strings.json> <unit>');
  process.exit(2);
}
const strings = JSON.parse(readFileSync(file, 'utf8'));
const dir = new URL('../apps/server/src/features/i18n/dictionaries/', import.meta.url).pathname;
const keys = Object.keys(strings.en ?? {}).sort();
for (const lang of ['ru', 'en', 'ar']) {
  const dict = strings[lang] ?? {};
  const missing = keys.filter((k) => !dict[k]);
  if (missing.length) throw new Error(`${lang} lacks ${missing.join(', ')}`);
  writeFileSync(
    `${dir}${lang}/${unit}.json`,
    `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, dict[k]])), null, 2)}\n`,
  );
}
rmSync(file);
console.log(`${keys.length} keys → unit "${unit}" (ru, en, ar)`);
