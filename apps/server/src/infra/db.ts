import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../db/schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A statement that node-postgres prepares once per pooled connection and then runs by name: no parse
 * and no plan per call (PGlite runs the text as usual). For the hot paths, e.g. placing a bet.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** What `Database.query` runs: plain SQL text or a named statement. */
export type QueryText = string | NamedStatement;

// The driver binds a name to the text it was first prepared with on each connection, so one name
// with two texts would run the wrong statement: refused when declared.
const statementTexts = new Map<string, string>();

/** Declares a named statement (call once, at module level); a name already taken by another text throws. */
export function namedStatement(name: string, text: string): NamedStatement {
  const taken = statementTexts.get(name);
  if (taken !== undefined && taken !== text) throw new Error(`statement name ${name} is already used for another text`);
  statementTexts.set(name, text);
  return { name, text };
}

/** The node-postgres query config of a statement and its parameters. */
export function pgQueryConfig(query: QueryText, params: unknown[] = []): pg.QueryConfig {
  return typeof query === 'string'
    ? { text: query, values: params }
    : { name: query.name, text: query.text, values: params };
}

const sqlText = (query: QueryText) => (typeof query === 'string' ? query : query.text);

/** Both drivers behind one small surface: drizzle for typed queries, raw SQL for migrations and hot paths. */
export interface Database {
  readonly kind: 'pglite' | 'pg';
  readonly db: Db;
  query<T = Record<string, unknown>>(text: QueryText, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The underlying PGlite instance, for dumping the data dir in tests. */
  readonly pglite?: PGlite;
  /** Runs `fn` on one dedicated connection (session-level locks need that on a pool). */
  withConnection<T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A dumped PGlite data dir (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(opts);
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : opts.dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(text: QueryText, params: unknown[] = []) {
      return (await client.query<T>(sqlText(text), params)).rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async ping() {
      await client.query('select 1');
      return true;
    },
    async close() {
      if (!client.closed) await client.close();
    },
    withConnection(fn) {
      return fn(database);
    },
  };
  return database;
}

async function openPg(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle client dies when the server restarts or drops the database; the pool replaces it. Without
  // a listener that 'error' event would crash the process.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('select 1');
  return {
    kind: 'pg',
    db,
    async query<T>(text: QueryText, params: unknown[] = []) {
      return (await pool.query(pgQueryConfig(text, params))).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async ping() {
      await pool.query('select 1');
      return true;
    },
    async close() {
      await pool.end();
    },
    async withConnection(fn) {
      const conn = await pool.connect();
      try {
        return await fn({
          query: async <T>(text: QueryText, params: unknown[] = []) =>
            (await conn.query(pgQueryConfig(text, params))).rows as T[],
          exec: async (sql: string) => {
            await conn.query(sql);
          },
        });
      } finally {
        conn.release();
      }
    },
  };
}
