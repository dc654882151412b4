// Bundle-size check of the web build: the home route's initial JavaScript (entry, its static
// imports, the start's stages and the home page chunk) must stay within the budget, gzipped. `--routes` also lists the
// first load of every lazily loaded module (the entry's JavaScript plus that module's), largest first,
// to see that a change moved code out of the first load rather than onto another page's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// WEB_DIST checks another build of the web app (a developer's own output folder).
const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** The manifest keys a first load of these modules fetches: them and their static imports. */
function firstLoad(keys) {
  const seen = new Set();
  const collect = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) collect(dep);
  };
  for (const key of keys) collect(key);
  return [...seen].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
}

let total = 0;
const rows = [];
// The entry's dynamic imports are the stages of its start (apps/web/src/main.tsx): part of every first load.
const start = ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])];
for (const file of firstLoad([...start, 'src/pages/home-page.tsx'])) {
  const size = gzipSize(file);
  total += size;
  rows.push([file, (size / 1024).toFixed(1)]);
}
rows.sort((a, b) => Number(b[1]) - Number(a[1]));
for (const [file, kb] of rows) console.log(`${kb.padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`home route initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (process.argv.includes('--routes')) {
  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const loads = lazy.map((key) => [key, firstLoad([...start, key]).reduce((sum, file) => sum + gzipSize(file), 0)]);
  loads.sort((a, b) => b[1] - a[1]);
  console.log('first load with each lazily loaded module:');
  for (const [key, size] of loads) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
}
if (totalKb > BUDGET_KB) {
  console.error('Bundle budget exceeded');
  process.exit(1);
}
