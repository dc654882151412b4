// A migrated (and seeded) PGlite data folder kept as a tarball, so an empty data folder starts from
// a copy instead of initdb + every migration + the seed (docs/decisions/0023).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Database } from '../infra/db';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Where templates are kept: a cache folder like Vite's or Babel's, ignored by git, safe to delete. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../node_modules/.cache/fairline-db', import.meta.url));
const SOURCES = [
  fileURLToPath(new URL('./migrations', import.meta.url)),
  fileURLToPath(new URL('./seed', import.meta.url)),
];

/**
 * The name of the template for this checkout: a hash of the PGlite version (its data format), the
 * migrations and the seed, and whether demo data is in it. Any change makes a new template; the
 * start still runs `migrate` and the seed after loading one, so a template can never be behind.
 */
export function templateName(seeded: boolean, sources: readonly string[] = SOURCES): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()} seeded ${seeded}\n`);
  for (const root of sources) {
    for (const file of filesUnder(root)) {
      hash.update(`${relative(root, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return `${seeded ? 'demo' : 'empty'}-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** Whether a PGlite data folder has never been used (so a template may fill it). */
export function isFreshDataDir(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return true;
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/** The template's tarball, when one was saved; undefined otherwise or when it cannot be read. */
export async function readTemplate(name: string, dir = TEMPLATE_DIR): Promise<Blob | undefined> {
  const file = join(dir, name);
  if (!existsSync(file)) return undefined;
  try {
    // Unpacked here, off the main thread (zlib runs in libuv's pool), not by PGlite on it.
    return new Blob([new Uint8Array(await gunzipAsync(readFileSync(file)))], { type: 'application/x-tar' });
  } catch {
    return undefined;
  }
}

/**
 * Dumps a freshly migrated database and returns a promise that saves it as the template. The dump
 * is taken at once (before the app writes anything else); compressing and writing happen off the
 * main thread, and a file is renamed into place whole, so two servers starting together are safe.
 */
export async function dumpTemplate(database: Database, name: string, dir = TEMPLATE_DIR): Promise<() => Promise<void>> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('only a PGlite database can be a template');
  // Writes the WAL into the data files, so a copy starts without replaying it.
  await database.exec('checkpoint');
  const tar = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return async () => {
    const packed = await gzipAsync(tar, { level: 6 });
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `${name}.${process.pid}.partial`);
    writeFileSync(partial, packed);
    renameSync(partial, join(dir, name));
    removeOtherTemplates(dir, name);
  };
}

// Templates of older migrations or seeds are never read again.
function removeOtherTemplates(dir: string, keep: string) {
  const prefix = keep.slice(0, keep.indexOf('-') + 1);
  for (const file of readdirSync(dir)) {
    if (file !== keep && file.startsWith(prefix) && file.endsWith('.tar.gz')) rmSync(join(dir, file), { force: true });
  }
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
