// The start from a saved template (ADR 0023): an empty PGlite folder filled from a copy ends up with
// the same migrated schema and seeded data as initdb + migrations + seed, and a used folder is never
// replaced by one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db';
import { openPreparedDatabase } from './prepare';
import { isFreshDataDir, templateName } from './template';

let root: string;
let templates: string;
// Names hashed from files of the test's own, which nobody edits while it runs.
let sources: string[];
const nameOf = (seeded: boolean) => templateName(seeded, sources);
const open: Database[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fairline-prepare-'));
  templates = join(root, 'templates');
  sources = [join(root, 'sources')];
  mkdirSync(sources[0]!);
  writeFileSync(join(sources[0]!, '0001_all.sql'), 'the migrations and the seed of this test');
});
afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  rmSync(root, { recursive: true, force: true });
});

async function prepare(dataDir: string, seed = true) {
  const prepared = await openPreparedDatabase({ dataDir, seed, templateDir: templates, templateSources: sources });
  open.push(prepared.database);
  await prepared.templateSaved;
  return prepared;
}

/** Every table's columns and every function, and the rows of the seeded tables and of the migrations. */
async function contents(database: Database) {
  const schema = await database.query(
    `select table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const functions = await database.query(
    `select p.proname, pg_get_function_identity_arguments(p.oid) as args from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2`,
  );
  const rows = async (sql: string) => database.query(sql);
  return {
    schema,
    functions,
    migrations: await rows('select name from schema_migrations order by name'),
    brands: await rows('select slug, name, domains from brands order by slug'),
    configs: await rows(
      'select b.slug, c.country, c.config from site_configs c join brands b on b.id = c.brand_id order by 1, 2',
    ),
    pages: await rows('select page_key, lang, title, blocks from information_pages order by page_key, lang'),
    cities: await rows('select count(*)::int as n from geo_cities'),
  };
}

// Each start from nothing runs initdb (seconds, more on a loaded machine).
describe('starting from a template', { timeout: 180_000 }, () => {
  it('makes the first empty folder the slow way, saves it, and fills the next empty folder from it', async () => {
    const first = await prepare(join(root, 'first'));
    expect(first.from).toBe('initdb');
    expect(readdirSync(templates)).toEqual([nameOf(true)]);

    const second = await prepare(join(root, 'second'));
    expect(second.from).toBe('template');
    expect(await contents(second.database)).toEqual(await contents(first.database));
  });

  it('fills an in-memory database from the template too', async () => {
    const memory = await prepare('memory://');
    expect(memory.from).toBe('template');
    expect((await contents(memory.database)).brands.map((b) => b.slug)).toEqual(['fairline', 'meridian']);
  });

  it('keeps a template without demo data apart from the seeded one', async () => {
    const empty = await prepare(join(root, 'no-demo'), false);
    expect(empty.from).toBe('initdb');
    expect(await empty.database.query('select slug from brands')).toEqual([]);
    expect(readdirSync(templates).sort()).toEqual([nameOf(true), nameOf(false)].sort());
    const again = await prepare(join(root, 'no-demo-again'), false);
    expect(again.from).toBe('template');
    expect(await again.database.query('select slug from brands')).toEqual([]);
  });

  it('starts the slow way from a damaged template and saves a good one in its place', async () => {
    writeFileSync(join(templates, nameOf(true)), gzipSync(Buffer.from('not a tarball of a data folder')));
    const damaged = await prepare(join(root, 'after-damage'));
    expect(damaged.from).toBe('initdb');
    expect((await contents(damaged.database)).brands).toHaveLength(2);
    expect((await prepare(join(root, 'after-repair'))).from).toBe('template');
  });

  it('opens a used folder as it is, with what was written to it', async () => {
    const dir = join(root, 'used');
    const before = await prepare(dir);
    await before.database.exec(`insert into promo_codes (code, kind, percent) values ('KEPT1', 'boost', 1)`);
    await before.database.close();
    const after = await prepare(dir);
    expect(after.from).toBe('existing');
    expect(await after.database.query("select code from promo_codes where code = 'KEPT1'")).toEqual([
      { code: 'KEPT1' },
    ]);
  });
});

describe('template names and fresh folders', () => {
  it('names a template after the migrations and the seed, so any change makes a new one', () => {
    expect(templateName(true, sources)).toMatch(/^demo-[0-9a-f]{16}\.tar\.gz$/);
    expect(templateName(false, sources)).toMatch(/^empty-/);
    expect(templateName(true, sources)).not.toBe(templateName(true));
  });

  it('calls a missing or empty folder fresh, and one with files not', () => {
    expect(isFreshDataDir(join(root, 'nope'))).toBe(true);
    expect(isFreshDataDir('memory://')).toBe(true);
    expect(existsSync(join(root, 'first'))).toBe(true);
    expect(isFreshDataDir(join(root, 'first'))).toBe(false);
  });
});
