import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '../infra/db';
import { migrate } from './migrate';
import { seedDemo } from './seed';
import { dumpTemplate, isFreshDataDir, readTemplate, TEMPLATE_DIR, templateName } from './template';

export interface PrepareOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  seed: boolean;
  /** Where PGlite templates are kept (tests use their own folder). */
  templateDir?: string;
  /** The files a template's name is a hash of (default: the migrations and the seed). */
  templateSources?: readonly string[];
  /** Told when saving a new template failed (the server runs on; the next fresh start is slower). */
  onTemplateError?: (error: unknown) => void;
}

/** How the database was made ready, for the start-up log and the tests. */
export type PreparedFrom = 'server' | 'existing' | 'template' | 'initdb';

export interface PreparedDatabase {
  database: Database;
  from: PreparedFrom;
  /** Resolves once a template made by this start is saved (at once when none is made). */
  templateSaved: Promise<void>;
}

/**
 * Opens the database, migrated and (with demo data) seeded. An empty PGlite data folder is filled from
 * the template of this checkout's migrations and seed when one exists (a copy instead of initdb, every
 * migration and the seed); otherwise it is made the slow way and then saved as that template, so only
 * the first empty start of a checkout pays for it. Migrations and the seed always run afterwards (a
 * no-op on a current template).
 */
export async function openPreparedDatabase(opts: PrepareOptions): Promise<PreparedDatabase> {
  const done = Promise.resolve();
  if (opts.databaseUrl) {
    const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
    await migrateAndSeed(database, opts.seed);
    return { database, from: 'server', templateSaved: done };
  }
  const dir = opts.templateDir ?? TEMPLATE_DIR;
  const fresh = isFreshDataDir(opts.dataDir);
  const name = fresh ? templateName(opts.seed, opts.templateSources) : '';
  const template = fresh ? await readTemplate(name, dir) : undefined;
  if (template) {
    const database = await openFromTemplate(opts.dataDir, template).catch((error: unknown) => {
      // A damaged template: forgotten, and this start makes and saves a new one.
      opts.onTemplateError?.(error);
      discardTemplate(name, dir, opts.dataDir);
      return undefined;
    });
    if (database) {
      await migrateAndSeed(database, opts.seed);
      return { database, from: 'template', templateSaved: done };
    }
  }
  const database = await openDatabase({ dataDir: opts.dataDir });
  await migrateAndSeed(database, opts.seed);
  if (!fresh) return { database, from: 'existing', templateSaved: done };
  let templateSaved = done;
  try {
    const save = await dumpTemplate(database, name, dir);
    templateSaved = save().catch((error: unknown) => opts.onTemplateError?.(error));
  } catch (error) {
    opts.onTemplateError?.(error);
  }
  return { database, from: 'initdb', templateSaved };
}

async function openFromTemplate(dataDir: string, template: Blob): Promise<Database> {
  const database = await openDatabase({ dataDir, loadDataDir: template });
  try {
    await database.ping();
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

// The folder was empty before this start, so what the failed copy left in it can go.
function discardTemplate(name: string, dir: string, dataDir: string) {
  rmSync(join(dir, name), { force: true });
  if (dataDir.startsWith('memory://') || !existsSync(dataDir)) return;
  // Its contents only: the folder itself may be a mount point or have permissions of its own.
  for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
}

async function migrateAndSeed(database: Database, seed: boolean) {
  await migrate(database);
  if (seed) await seedDemo(database);
}
