// Bundle-size check of the web build: the home route's initial JavaScript (entry, its static
// imports and the home page chunk) must stay within the budget, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// WEB_DIST checks another build of the web app (a developer's own output folder).
const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
collect('index.html');
collect('src/pages/home-page.tsx');

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, (size / 1024).toFixed(1)]);
}
rows.sort((a, b) => Number(b[1]) - Number(a[1]));
for (const [file, kb] of rows) console.log(`${kb.padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`home route initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error('Bundle budget exceeded');
  process.exit(1);
}
