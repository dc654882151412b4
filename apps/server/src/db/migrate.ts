import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../infra/db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_KEY = 72_7274_2026;

/** Applies every `migrations/NNNN_name.sql` not yet applied, in order, each in its own transaction. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return database.withConnection(async (conn) => {
    // Several instances may boot at once against one PostgreSQL server: only one migrates.
    await conn.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await conn.exec(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const rows = await conn.query<{ name: string }>('select name from schema_migrations');
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = readFileSync(join(dir, file), 'utf8');
        await conn.exec(`begin;\n${sql}\n;insert into schema_migrations(name) values ('${file}');\ncommit;`);
        applied.push(file);
      }
      return applied;
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
